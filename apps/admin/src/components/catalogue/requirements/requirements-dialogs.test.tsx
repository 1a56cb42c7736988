// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AppError, DEFAULT_REQUIREMENTS, type ProgramRequirements } from '@uniguide/domain';
import { afterEach, describe, expect, it } from 'vitest';
import type { FakeHandlers } from '@uniguide/client/testing';
import { clearToasts, renderLoadedPage } from '@uniguide/client/testing/page';
import { ProgramRequirementsDialog } from './program-requirements-dialog';
import { UniversityRequirementsDialog } from './university-requirements-dialog';

afterEach(() => {
  clearToasts();
  cleanup();
});

const READ_AT = '2026-11-20T09:00:00.000Z';
const universityList = {
  universityId: 3,
  requirements: [...DEFAULT_REQUIREMENTS],
  updatedAt: READ_AT,
};

function box(dialog: HTMLElement, name: string): HTMLInputElement {
  return within(dialog).getByRole('checkbox', { name }) as HTMLInputElement;
}

describe('<UniversityRequirementsDialog />', () => {
  async function open(handlers: FakeHandlers) {
    const page = await renderLoadedPage(
      <UniversityRequirementsDialog
        university={{ id: 3, name: 'Khalifa University' }}
        open
        onOpenChange={() => undefined}
      />,
      { handlers: { 'admin.requirements.university': () => universityList, ...handlers } },
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Required documents: Khalifa University',
    });
    await waitFor(() => expect(box(dialog, 'Passport').checked).toBe(true));
    return { ...page, dialog };
  }

  it('shows the stored default: stages, counts and degree levels', async () => {
    const { dialog } = await open({});
    expect(box(dialog, 'Other').checked).toBe(false);
    expect(
      (within(dialog).getByLabelText('When is the Passport needed') as HTMLSelectElement).value,
    ).toBe('to_submit');
    expect(
      (within(dialog).getByLabelText('How many (Recommendation letter)') as HTMLInputElement).value,
    ).toBe('2');
    expect(box(dialog, "Recommendation letter for Master's Degree").checked).toBe(true);
    expect(box(dialog, "Passport for Bachelor's Degree").checked).toBe(false);
  });

  it('saves the changed list with the time it was read', async () => {
    const { dialog, callsTo } = await open({
      'admin.requirements.setUniversity': () => universityList,
    });
    fireEvent.click(box(dialog, 'Other'));
    fireEvent.change(within(dialog).getByLabelText('When is the Transcript needed'), {
      target: { value: 'to_submit' },
    });
    fireEvent.click(box(dialog, 'English proficiency'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save required documents' }));
    expect(await screen.findByText('Required documents updated')).toBeTruthy();
    const input = callsTo('admin.requirements.setUniversity')[0]?.input as {
      requirements: unknown[];
      expectedUpdatedAt: string;
    };
    expect(input.expectedUpdatedAt).toBe(READ_AT);
    expect(input.requirements).toEqual([
      { documentType: 'passport', stage: 'to_submit', count: 1, degrees: null },
      { documentType: 'transcript', stage: 'to_submit', count: 1, degrees: null },
      {
        documentType: 'recommendation-letter',
        stage: 'before_forwarding',
        count: 2,
        degrees: ["Master's Degree", 'PhD'],
      },
      {
        documentType: 'statement-of-purpose',
        stage: 'before_forwarding',
        count: 1,
        degrees: ["Master's Degree", 'PhD'],
      },
      { documentType: 'other', stage: 'before_forwarding', count: 1, degrees: null },
    ]);
  });

  it('refuses a count out of range before calling the server', async () => {
    const { dialog, callsTo } = await open({});
    fireEvent.change(within(dialog).getByLabelText('How many (Passport)'), {
      target: { value: '9' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save required documents' }));
    expect(await within(dialog).findByText('At most 5 documents of one type')).toBeTruthy();
    expect(callsTo('admin.requirements.setUniversity')).toHaveLength(0);
  });

  it('says so when another admin saved first, and reloads the list', async () => {
    const { dialog, callsTo } = await open({
      'admin.requirements.setUniversity': () => {
        throw new AppError(
          'CONFLICT',
          'These requirements were changed by someone else. Reload to see the latest version.',
        );
      },
    });
    fireEvent.click(box(dialog, 'Other'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save required documents' }));
    expect(await screen.findByText('The required documents could not be saved')).toBeTruthy();
    await waitFor(() => expect(callsTo('admin.requirements.university').length).toBeGreaterThan(1));
  });
});

describe('<ProgramRequirementsDialog />', () => {
  const program = {
    id: 7,
    name: 'MSc Data Science',
    degree: "Master's Degree",
    university: { name: 'Khalifa University' },
  };
  const requirements = (override: ProgramRequirements['override']): ProgramRequirements => ({
    programId: 7,
    universityId: 3,
    source: override ? 'program' : 'university',
    requirements: override?.requirements ?? [...DEFAULT_REQUIREMENTS],
    override,
    university: { requirements: [...DEFAULT_REQUIREMENTS], updatedAt: READ_AT },
  });

  async function open(override: ProgramRequirements['override'], handlers: FakeHandlers = {}) {
    const page = await renderLoadedPage(
      <ProgramRequirementsDialog program={program} open onOpenChange={() => undefined} />,
      { handlers: { 'admin.requirements.program': () => requirements(override), ...handlers } },
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Required documents: MSc Data Science',
    });
    await within(dialog).findByText('Required documents come from');
    return { ...page, dialog };
  }

  it("shows the university's default for the program's degree and saves an own list", async () => {
    const { dialog, callsTo } = await open(null, {
      'admin.requirements.setProgram': () => requirements(null),
    });
    const radio = within(dialog).getByRole('radio', { name: /^Use the university's default/ });
    expect((radio as HTMLInputElement).checked).toBe(true);
    expect(within(dialog).getByText("Khalifa University's default for Master's Degree programs"));
    expect(within(dialog).getByText('Recommendation letter (2)')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('radio', { name: /^This program has its own list/ }));
    // The own list starts from what the program requires today.
    await waitFor(() => expect(box(dialog, 'Passport').checked).toBe(true));
    expect(within(dialog).queryByText('For programs of')).toBeNull();
    fireEvent.click(box(dialog, 'Statement of purpose'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save required documents' }));
    expect(await screen.findByText('Required documents updated')).toBeTruthy();
    const input = callsTo('admin.requirements.setProgram')[0]?.input as {
      requirements: { documentType: string; degrees: unknown }[];
      expectedUpdatedAt: unknown;
    };
    expect(input.expectedUpdatedAt).toBeNull();
    expect(input.requirements.map((item) => item.documentType)).toEqual([
      'passport',
      'transcript',
      'english-proficiency',
      'recommendation-letter',
    ]);
    expect(input.requirements.every((item) => item.degrees === null)).toBe(true);
  });

  it("removes the program's own list when the default is chosen again", async () => {
    const own = {
      requirements: [
        { documentType: 'passport' as const, stage: 'to_submit' as const, count: 1, degrees: null },
      ],
      updatedAt: '2026-11-21T10:00:00.000Z',
    };
    const { dialog, callsTo } = await open(own, {
      'admin.requirements.setProgram': () => requirements(null),
    });
    expect(
      (
        within(dialog).getByRole('radio', {
          name: /^This program has its own list/,
        }) as HTMLInputElement
      ).checked,
    ).toBe(true);
    expect(box(dialog, 'Transcript').checked).toBe(false);
    fireEvent.click(within(dialog).getByRole('radio', { name: /^Use the university's default/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save required documents' }));
    expect(await screen.findByText('Required documents updated')).toBeTruthy();
    expect(callsTo('admin.requirements.setProgram')[0]?.input).toEqual({
      programId: 7,
      requirements: null,
      expectedUpdatedAt: '2026-11-21T10:00:00.000Z',
    });
  });

  it('saves nothing when the program keeps following its university', async () => {
    const { dialog, callsTo } = await open(null);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save required documents' }));
    expect(await screen.findByText('No changes to save')).toBeTruthy();
    expect(callsTo('admin.requirements.setProgram')).toHaveLength(0);
  });
});
