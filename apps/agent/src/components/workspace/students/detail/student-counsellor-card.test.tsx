// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { fakeUser } from '@uniguide/client/testing';
import { chooseOption, clearToasts, openSelect, renderPage } from '@uniguide/client/testing/page';
import { afterEach, describe, expect, it } from 'vitest';
import { studentFixture } from '../testing/fixtures';
import { StudentCounsellorCard } from './student-counsellor-card';

afterEach(() => {
  clearToasts();
  cleanup();
});

const member = (id: number, firstName: string, lastName: string, active = true) => ({
  id,
  username: `${firstName.toLowerCase()}@agency.test`,
  firstName,
  lastName,
  agencyRole: id === 1 ? ('owner' as const) : ('counsellor' as const),
  active,
  createdAt: '2025-01-02T08:00:00.000Z',
  studentCount: 1,
  applicationCount: 1,
});

const application = (id: number) => ({
  id,
  programId: 17,
  programName: 'MSc Data Science',
  universityName: 'Khalifa University',
  intakeDate: 'September 2027',
  status: 'submitted' as const,
  createdAt: '2025-04-01T09:00:00.000Z',
  updatedAt: '2025-04-02T10:30:00.000Z',
});

function renderCard(agencyRole: 'owner' | 'counsellor', applications = [application(41)]) {
  return renderPage(
    <StudentCounsellorCard student={studentFixture({ counsellorId: 2, applications })} />,
    {
      path: '/dashboard/students/12',
      handlers: {
        'auth.me': () => fakeUser({ id: 1, agencyRole }),
        'agency.mine': () => ({
          id: 1,
          name: 'Gulf Pathways',
          active: true,
          myRole: agencyRole,
          members: [
            member(1, 'Nadia', 'Karim'),
            member(2, 'Layla', 'Saeed'),
            member(3, 'Omar', 'Idle', false),
          ],
          invites: [],
        }),
        'agency.assignStudent': () => ({
          students: 1,
          applications: 1,
          documents: 0,
          commissions: 0,
        }),
      },
    },
  );
}

describe('<StudentCounsellorCard />', () => {
  it('moves one student to another active member after a confirmation naming what moves', async () => {
    const { callsTo } = renderCard('owner');
    expect(await screen.findByText('Layla Saeed looks after this student.')).toBeTruthy();
    await chooseOption('Reassign Amina Yusuf to', 'Nadia Karim');
    fireEvent.click(screen.getByRole('button', { name: 'Reassign' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Reassign Amina Yusuf?' });
    expect(confirm.textContent).toContain(
      'Amina Yusuf and 1 application (with their documents and commissions) move from Layla Saeed to Nadia Karim.',
    );
    expect(callsTo('agency.assignStudent')).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Move to Nadia Karim' }));
    expect(
      await screen.findByText('Amina Yusuf and 1 application moved to Nadia Karim.'),
    ).toBeTruthy();
    expect(callsTo('agency.assignStudent')[0]?.input).toEqual({ studentId: 12, toUserId: 1 });
  });

  it('offers only active members other than the current one, and says "2 applications"', async () => {
    renderCard('owner', [application(41), application(42)]);
    await screen.findByText('Layla Saeed looks after this student.');
    expect(await openSelect('Reassign Amina Yusuf to')).toEqual(['Nadia Karim']);
    fireEvent.click(screen.getByRole('option', { name: 'Nadia Karim' }));
    fireEvent.click(screen.getByRole('button', { name: 'Reassign' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm.textContent).toContain('Amina Yusuf and 2 applications');
  });

  it('shows nothing to a counsellor', async () => {
    renderCard('counsellor');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByText(/looks after this student/)).toBeNull();
  });
});
