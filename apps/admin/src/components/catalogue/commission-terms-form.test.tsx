// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { FakeHandlers, ProcedureOutput } from '@uniguide/client/testing';
import { clearToasts, renderLoadedPage } from '@uniguide/client/testing/page';
import type { AdminProgram } from './catalogue-types';
import { adminProgramFixture, adminUniversityFixture } from './testing/fixtures';
import { ProgramDialog } from './program-dialog';
import { UniversityDialog } from './university-dialog';

afterEach(() => {
  clearToasts();
  cleanup();
});

const RATE_MESSAGE =
  'Commission rate must be a percentage between 0 and 100 with at most two decimals';

const university = adminUniversityFixture();

const program = adminProgramFixture();

/** What `admin.university.update` answers: the university with its creation time. */
const updatedUniversity = () => ({ ...university, createdAt: '2026-02-01T09:00:00.000Z' });

const universityTerms = (): ProcedureOutput<'admin.commissionTerms.updateUniversity'> => ({
  universityId: 3,
  universityName: 'Khalifa University',
  commissionRateBps: 1500,
  payoutLagDays: 60,
});

const programTerms = (
  commissionRateBps: number | null,
): ProcedureOutput<'admin.commissionTerms.updateProgram'> => ({
  programId: 7,
  programName: 'MSc Data Science',
  degree: null,
  tuitionAed: 45000,
  hidden: false,
  commissionRateBps,
  effectiveRateBps: commissionRateBps ?? 1250,
});

const termsList = (overrides: { programId: number; commissionRateBps: number }[] = []) => [
  {
    universityId: 3,
    universityName: 'Khalifa University',
    commissionRateBps: 1250,
    payoutLagDays: 60,
    programCount: 2,
    overrides: overrides.map((override) => ({ ...override, programName: 'MSc Data Science' })),
  },
];

function field(label: string) {
  return screen.getByLabelText(label, { exact: false }) as HTMLInputElement;
}

function type(label: string, value: string) {
  fireEvent.change(field(label), { target: { value } });
}

async function save(dialog: HTMLElement, name: string) {
  fireEvent.click(within(dialog).getByRole('button', { name }));
}

describe('<UniversityDialog /> commission terms', () => {
  async function openUniversity(handlers: FakeHandlers = {}) {
    const page = await renderLoadedPage(
      <UniversityDialog university={university} open onOpenChange={() => undefined} />,
      { handlers },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit Khalifa University' });
    return { ...page, dialog };
  }

  it("shows the university's current rate and payout lag", async () => {
    await openUniversity();
    expect(field('Commission rate (%)').value).toBe('12.5');
    expect(field('Payout lag (days)').value).toBe('60');
  });

  it("refuses a bad rate or lag with the domain's messages, before calling the server", async () => {
    const { dialog, api } = await openUniversity();
    type('Commission rate (%)', '12.755');
    type('Payout lag (days)', '731');
    await save(dialog, 'Save changes');
    expect(await within(dialog).findByText(RATE_MESSAGE)).toBeTruthy();
    expect(within(dialog).getByText('Payout lag must be at most 730 days')).toBeTruthy();
    type('Payout lag (days)', '2.5');
    await save(dialog, 'Save changes');
    expect(
      await within(dialog).findByText('Payout lag must be a whole number of days'),
    ).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it('saves only the terms when only they changed', async () => {
    const { dialog, callsTo } = await openUniversity({
      'admin.commissionTerms.updateUniversity': universityTerms,
    });
    type('Commission rate (%)', '15');
    await save(dialog, 'Save changes');
    expect(await screen.findByText('Commission terms updated')).toBeTruthy();
    expect(callsTo('admin.commissionTerms.updateUniversity')[0]?.input).toEqual({
      universityId: 3,
      commissionRatePercent: '15',
      payoutLagDays: 60,
    });
    expect(callsTo('admin.university.update')).toHaveLength(0);
  });

  it('saves the details, then the changed terms', async () => {
    const { dialog, callsTo } = await openUniversity({
      'admin.university.update': updatedUniversity,
      'admin.commissionTerms.updateUniversity': universityTerms,
    });
    type('Name', 'Khalifa University of Science');
    type('Payout lag (days)', '45');
    await save(dialog, 'Save changes');
    expect(await screen.findByText('University updated')).toBeTruthy();
    expect(callsTo('admin.university.update')[0]?.input).toMatchObject({
      id: 3,
      name: 'Khalifa University of Science',
    });
    expect(callsTo('admin.university.update')[0]?.input).not.toHaveProperty('payoutLagDays');
    expect(callsTo('admin.commissionTerms.updateUniversity')[0]?.input).toEqual({
      universityId: 3,
      commissionRatePercent: '12.5',
      payoutLagDays: 45,
    });
  });

  it('leaves the terms alone when only the details changed', async () => {
    const { dialog, callsTo } = await openUniversity({
      'admin.university.update': updatedUniversity,
    });
    type('Name', 'Khalifa University of Science');
    await save(dialog, 'Save changes');
    expect(await screen.findByText('University updated')).toBeTruthy();
    expect(callsTo('admin.commissionTerms.updateUniversity')).toHaveLength(0);
  });
});

describe('<ProgramDialog /> own commission rate', () => {
  async function openProgram(
    handlers: FakeHandlers,
    { edit = program as AdminProgram | null } = {},
  ) {
    const page = await renderLoadedPage(
      <ProgramDialog
        program={edit ?? undefined}
        universities={[university]}
        open
        onOpenChange={() => undefined}
      />,
      { handlers },
    );
    const dialog = await screen.findByRole('dialog', {
      name: edit ? `Edit ${edit.name}` : 'Add program',
    });
    return { ...page, dialog };
  }

  it("is empty without an override, with the university's rate as the placeholder", async () => {
    await openProgram({ 'admin.commissionTerms.list': () => termsList() });
    await waitFor(() => expect(field('Commission rate (%)').readOnly).toBe(false));
    expect(field('Commission rate (%)').value).toBe('');
    expect(field('Commission rate (%)').placeholder).toBe("12.5 (university's rate)");
    expect(
      screen.getByText("Admins only. Leave empty for the university's rate (12.5%)."),
    ).toBeTruthy();
  });

  it('shows the override and removes it when emptied, without touching the details', async () => {
    const { dialog, callsTo } = await openProgram({
      'admin.commissionTerms.list': () => termsList([{ programId: 7, commissionRateBps: 800 }]),
      'admin.commissionTerms.updateProgram': () => programTerms(null),
    });
    await waitFor(() => expect(field('Commission rate (%)').value).toBe('8'));
    type('Commission rate (%)', '');
    await save(dialog, 'Save changes');
    expect(await screen.findByText('Commission rate updated')).toBeTruthy();
    expect(callsTo('admin.commissionTerms.updateProgram')[0]?.input).toEqual({
      programId: 7,
      commissionRatePercent: null,
    });
    expect(callsTo('admin.program.update')).toHaveLength(0);
  });

  it("refuses a bad rate with the domain's message", async () => {
    const { dialog, callsTo } = await openProgram({
      'admin.commissionTerms.list': () => termsList(),
    });
    await waitFor(() => expect(field('Commission rate (%)').readOnly).toBe(false));
    type('Commission rate (%)', '101');
    await save(dialog, 'Save changes');
    expect(await within(dialog).findByText(RATE_MESSAGE)).toBeTruthy();
    expect(callsTo('admin.commissionTerms.updateProgram')).toHaveLength(0);
  });

  it('gives a new program its own rate once it is created', async () => {
    const { dialog, callsTo } = await openProgram(
      {
        'admin.commissionTerms.list': () => termsList(),
        'admin.program.create': () => ({ ...program, id: 99 }),
        'admin.commissionTerms.updateProgram': () => ({ ...programTerms(725), programId: 99 }),
      },
      { edit: null },
    );
    fireEvent.change(within(dialog).getByLabelText('Program name', { exact: false }), {
      target: { value: 'MSc Robotics' },
    });
    fireEvent.change(within(dialog).getByLabelText('University', { exact: false }), {
      target: { value: '3' },
    });
    await waitFor(() =>
      expect(field('Commission rate (%)').placeholder).toBe("12.5 (university's rate)"),
    );
    type('Commission rate (%)', '7.25');
    await save(dialog, 'Create program');
    expect(await screen.findByText('Program created')).toBeTruthy();
    expect(callsTo('admin.program.create')[0]?.input).not.toHaveProperty('commissionRatePercent');
    expect(callsTo('admin.commissionTerms.updateProgram')[0]?.input).toEqual({
      programId: 99,
      commissionRatePercent: '7.25',
    });
  });
});
