// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearToasts, renderLoadedPage } from '@uniguide/client/testing/page';
import type { AdminProgram } from './catalogue-types';
import { adminProgramFixture } from './testing/fixtures';
import { ProgramCards } from './program-cards';

afterEach(() => {
  clearToasts();
  cleanup();
});

const program = adminProgramFixture({
  name: 'MSc Data Science and Artificial Intelligence for Sustainable Cities',
  degree: "Master's Degree",
  hidden: true,
  applicationCount: 2,
});

const noop = () => undefined;

describe('<ProgramCards />', () => {
  it('shows each program with its university, degree, fee, applications and actions', async () => {
    const edited: AdminProgram[] = [];
    const { callsTo } = await renderLoadedPage(
      <ProgramCards
        programs={[
          program,
          { ...program, id: 8, name: 'BSc Physics', hidden: false, degree: null, tuition: null },
        ]}
        onEdit={(row) => edited.push(row)}
        onDocuments={noop}
      />,
      { handlers: { 'admin.program.setHidden': () => ({ ...program, hidden: false }) } },
    );
    const [first, second] = within(screen.getByRole('list', { name: 'Programs' })).getAllByRole(
      'listitem',
    );
    expect(within(first!).getByText(program.name)).toBeTruthy();
    expect(within(first!).getByText('Khalifa University')).toBeTruthy();
    expect(within(first!).getByText('Hidden')).toBeTruthy();
    expect(within(first!).getByText("Master's Degree")).toBeTruthy();
    expect(within(first!).getByText('AED 45,000 per year')).toBeTruthy();
    expect(within(first!).getByText('2')).toBeTruthy();
    expect(within(second!).queryByText('Hidden')).toBeNull();
    expect(within(second!).getAllByText('-')).toHaveLength(2);
    expect(within(first!).getByRole('button', { name: `Delete ${program.name}` })).toBeTruthy();
    expect(
      within(first!).getByRole('button', { name: `Required documents for ${program.name}` }),
    ).toBeTruthy();

    fireEvent.click(within(first!).getByRole('button', { name: `Edit ${program.name}` }));
    expect(edited.map((row) => row.id)).toEqual([7]);
    fireEvent.click(within(first!).getByRole('button', { name: `Unhide ${program.name}` }));
    await waitFor(() =>
      expect(callsTo('admin.program.setHidden')[0]?.input).toEqual({ id: 7, hidden: false }),
    );
    expect(await screen.findByText('Program visible')).toBeTruthy();
  });

  it('says so when no program matches', async () => {
    await renderLoadedPage(<ProgramCards programs={[]} onEdit={noop} onDocuments={noop} />);
    expect(screen.getByText('No programs found')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Programs' })).toBeNull();
  });
});
