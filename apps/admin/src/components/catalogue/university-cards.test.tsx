// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearToasts, renderLoadedPage } from '@uniguide/client/testing/page';
import { adminUniversityFixture } from './testing/fixtures';
import { UniversityCards } from './university-cards';

afterEach(() => {
  clearToasts();
  cleanup();
});

const university = adminUniversityFixture({
  name: 'Khalifa University of Science and Technology',
  programCount: 12,
  hiddenProgramCount: 2,
});

const noop = () => undefined;

describe('<UniversityCards />', () => {
  it('shows each university with its place, programs, terms and actions', async () => {
    const { callsTo } = await renderLoadedPage(
      <UniversityCards
        universities={[university]}
        overrideCount={(id) => (id === 3 ? 1 : 0)}
        onEdit={noop}
        onDocuments={noop}
        onFees={noop}
      />,
      { handlers: { 'admin.university.delete': () => ({ id: 3, deleted: true }) } },
    );
    const card = within(screen.getByRole('list', { name: 'Universities' })).getByRole('listitem');
    expect(within(card).getByText(university.name)).toBeTruthy();
    expect(within(card).getByText('Abu Dhabi')).toBeTruthy();
    expect(card.textContent).toContain('12 (2 hidden)');
    expect(card.textContent).toContain('12.5% · 60 days');
    expect(within(card).getByText('1 program with own rate')).toBeTruthy();
    expect(within(card).getByRole('button', { name: `Edit ${university.name}` })).toBeTruthy();
    expect(
      within(card).getByRole('button', { name: `Required documents for ${university.name}` }),
    ).toBeTruthy();

    fireEvent.click(within(card).getByRole('button', { name: `Delete ${university.name}` }));
    const confirm = await screen.findByRole('alertdialog', { name: `Delete ${university.name}?` });
    expect(confirm.textContent).toContain('still has 12 programs');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(callsTo('admin.university.delete')[0]?.input).toEqual({ id: 3 }));
  });

  it('says so when there is none', async () => {
    await renderLoadedPage(
      <UniversityCards
        universities={[]}
        overrideCount={() => 0}
        onEdit={noop}
        onDocuments={noop}
        onFees={noop}
      />,
    );
    expect(screen.getByText('No universities yet')).toBeTruthy();
  });
});
