// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { clearToasts, renderPage } from '@uniguide/client/testing/page';
import { afterEach, describe, expect, it } from 'vitest';
import type { Member } from './member-parts';
import { MembersCard } from './members-card';

afterEach(() => {
  clearToasts();
  cleanup();
});

const owner: Member = {
  id: 1,
  username: 'owner@agency.test',
  firstName: 'Nadia',
  lastName: 'Karim',
  agencyRole: 'owner',
  active: true,
  studentCount: 4,
  applicationCount: 7,
};
const counsellor: Member = {
  id: 2,
  username: 'layla@agency.test',
  firstName: 'Layla',
  lastName: 'Saeed',
  agencyRole: 'counsellor',
  active: true,
  studentCount: 2,
  applicationCount: 3,
};

function renderMembers(isOwner: boolean, handlers = {}) {
  return renderPage(
    <MembersCard members={[owner, counsellor]} isOwner={isOwner} myId={isOwner ? 1 : 2} />,
    { path: '/dashboard/agency', handlers },
  );
}

/** Picks `option` in the kit Select `label` inside one card (the table has the same select). */
async function choose(card: HTMLElement, label: string, option: string) {
  fireEvent.keyDown(within(card).getByRole('combobox', { name: label }), { key: 'Enter' });
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

// jsdom applies no CSS: the table (md and up) and the cards (phones) are both in the document.
const cards = async () =>
  within(await screen.findByRole('list', { name: 'Members' })).getAllByRole('listitem');

describe('<MembersCard /> on phones', () => {
  it('shows one card per member with the role, status, counts and the owner’s actions', async () => {
    renderMembers(true);
    const [mine, theirs] = (await cards()).map((card) => within(card));
    expect(mine!.getByText('Nadia Karim')).toBeTruthy();
    expect(mine!.getByText('owner@agency.test')).toBeTruthy();
    expect(mine!.getByText('Owner')).toBeTruthy();
    expect(mine!.getByText('Active')).toBeTruthy();
    expect(mine!.getByText('4')).toBeTruthy();
    expect(mine!.getByText('7')).toBeTruthy();
    expect(mine!.queryByRole('button')).toBeNull();

    expect(theirs!.getByText('Layla Saeed')).toBeTruthy();
    // The kit's select, as everywhere else in the workspace (not a bare browser <select>).
    const role = theirs!.getByRole('combobox', { name: 'Role of Layla Saeed' });
    expect(role.getAttribute('data-slot')).toBe('native-select');
    expect(theirs!.getByText('2')).toBeTruthy();
    expect(theirs!.getByText('3')).toBeTruthy();
    expect(theirs!.getByRole('button', { name: 'Deactivate' })).toBeTruthy();
    expect(theirs!.getByRole('combobox', { name: "Reassign Layla Saeed's work to" })).toBeTruthy();
    expect(theirs!.getByRole('button', { name: 'Reassign' })).toBeTruthy();
  });

  it('deactivates and reassigns from a card after a confirmation naming what moves', async () => {
    const { callsTo } = renderMembers(true, {
      'agency.setMemberActive': () => ({ ...counsellor, active: false }),
      'agency.reassign': () => ({ students: 2, applications: 3 }),
    });
    const card = within((await cards())[1]!);
    // Deactivating asks first; the button is outlined, not the page's loudest.
    const deactivate = card.getByRole('button', { name: 'Deactivate' });
    expect(deactivate.className).toContain('border-destructive');
    expect(deactivate.className).not.toContain('bg-destructive ');
    fireEvent.click(deactivate);
    const ask = await screen.findByRole('alertdialog', { name: 'Deactivate Layla Saeed?' });
    expect(callsTo('agency.setMemberActive')).toHaveLength(0);
    fireEvent.click(within(ask).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('Member deactivated')).toBeTruthy();
    expect(callsTo('agency.setMemberActive')[0]?.input).toEqual({ userId: 2, active: false });

    const [, theirs] = await cards();
    await choose(theirs!, "Reassign Layla Saeed's work to", 'Nadia Karim');
    fireEvent.click(within(theirs!).getByRole('button', { name: 'Reassign' }));
    const confirm = await screen.findByRole('alertdialog', {
      name: "Reassign Layla Saeed's work?",
    });
    expect(confirm.textContent).toContain(
      "Layla Saeed's 2 students and 3 applications (with their documents and commissions) move to Nadia Karim.",
    );
    expect(callsTo('agency.reassign')).toHaveLength(0);
    fireEvent.click(
      within(confirm).getByRole('button', { name: 'Move 2 students and 3 applications' }),
    );
    expect(await screen.findByText('2 students and 3 applications moved.')).toBeTruthy();
    expect(callsTo('agency.reassign')[0]?.input).toEqual({ fromUserId: 2, toUserId: 1 });
  });

  it('says "1 student and 1 application", never "1 students"', async () => {
    renderPage(
      <MembersCard
        members={[owner, { ...counsellor, studentCount: 1, applicationCount: 1 }]}
        isOwner
        myId={1}
      />,
      {
        path: '/dashboard/agency',
        handlers: {
          'agency.reassign': () => ({ students: 1, applications: 1, commissions: 0, documents: 0 }),
        },
      },
    );
    const [, theirs] = await cards();
    await choose(theirs!, "Reassign Layla Saeed's work to", 'Nadia Karim');
    fireEvent.click(within(theirs!).getByRole('button', { name: 'Reassign' }));
    const confirm = await screen.findByRole('alertdialog');
    fireEvent.click(
      within(confirm).getByRole('button', { name: 'Move 1 student and 1 application' }),
    );
    expect(await screen.findByText('1 student and 1 application moved.')).toBeTruthy();
  });

  it('shows a counsellor names, roles and statuses only; the table keeps its row test ids', async () => {
    renderMembers(false);
    for (const card of await cards()) {
      expect(within(card).queryByText('Students')).toBeNull();
      expect(within(card).queryByRole('button')).toBeNull();
      expect(within(card).queryByRole('combobox')).toBeNull();
    }
    expect(within((await cards())[1]!).getByText('Counsellor')).toBeTruthy();
    expect(screen.getByTestId('member-layla@agency.test').tagName).toBe('TR');
    expect(screen.getAllByTestId(/^member-/)).toHaveLength(4);
  });
});
