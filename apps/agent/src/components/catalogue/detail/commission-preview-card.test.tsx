// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { fakeUser, type ProcedureOutput } from '@uniguide/client/testing';
import { renderPage } from '@uniguide/client/testing/page';
import { afterEach, describe, expect, it } from 'vitest';
import { CommissionPreviewCard } from './commission-preview-card';

afterEach(() => cleanup());

const preview =
  (medianDaysToPayment: number | null, paidCount: number) =>
  (): ProcedureOutput<'program.commissionPreview'> => ({
    programId: 5,
    tuitionAed: 57_150,
    rateBps: 1250,
    amountFils: 714_375,
    payoutLagDays: 30,
    medianDaysToPayment,
    paidCount,
  });

function renderCard(answer: () => ProcedureOutput<'program.commissionPreview'>) {
  renderPage(<CommissionPreviewCard programId={5} />, {
    handlers: { 'auth.me': () => fakeUser({ id: 7 }), 'program.commissionPreview': answer },
  });
}

describe('<CommissionPreviewCard />', () => {
  it('says in plain words how soon this university usually pays, with no "median"', async () => {
    renderCard(preview(41, 12));
    const card = await screen.findByRole('generic', { name: 'Your commission' });
    expect(within(card).getByText('AED 7,143.75')).toBeTruthy();
    expect(within(card).getByText('Usually paid')).toBeTruthy();
    expect(card.textContent).toContain('About 41 days after enrolment');
    expect(card.textContent).toContain(
      "Half of this university's 12 paid commissions took longer, half less.",
    );
    expect(card.textContent).not.toMatch(/median|Typically paid/);
  });

  it('says the timing is not known yet until five commissions are paid', async () => {
    renderCard(preview(null, 2));
    const card = await screen.findByRole('generic', { name: 'Your commission' });
    expect(card.textContent).toContain('Not known yet');
    expect(card.textContent).toContain(
      'We show it once 5 commissions from this university are paid.',
    );
  });
});
