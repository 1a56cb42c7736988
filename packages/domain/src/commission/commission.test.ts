import { describe, expect, it } from 'vitest';
import {
  EARNINGS_PIPELINE_STATUSES,
  aedToFils,
  bpsToPercent,
  canMoveCommission,
  commissionAmountFils,
  expectedPayoutOn,
  formatAedFils,
  isCommissionOverdue,
  percentToBps,
} from './commission';
import {
  ZCommissionListInput,
  ZMoveCommissionInput,
  ZProgramCommissionRateInput,
  ZSetCommissionAmountInput,
  ZUniversityCommissionTermsInput,
} from './inputs';

describe('commission figures', () => {
  it('prices tuition × rate in integer fils, half up', () => {
    expect(commissionAmountFils(60_000, 1250)).toBe(750_000);
    expect(commissionAmountFils(33_333, 1250)).toBe(416_663);
    expect(commissionAmountFils(1, 1)).toBe(0);
    expect(commissionAmountFils(50, 1)).toBe(1);
    expect(commissionAmountFils(null, 1000)).toBeNull();
  });

  it('converts percentages and AED amounts exactly, refusing what cannot be stored', () => {
    expect(percentToBps('12.5')).toBe(1250);
    expect(percentToBps('0.05')).toBe(5);
    expect(percentToBps('100.01')).toBeNull();
    expect(percentToBps('12.345')).toBeNull();
    expect(bpsToPercent(1250)).toBe('12.5');
    expect(bpsToPercent(1205)).toBe('12.05');
    expect(aedToFils('4,500.5')).toBe(450_050);
    expect(aedToFils(' 7 ')).toBe(700);
    expect(aedToFils('9999999.99')).toBe(999_999_999);
    expect(aedToFils('10000000')).toBeNull();
    expect(aedToFils('-1')).toBeNull();
    expect(aedToFils('1e3')).toBeNull();
    expect(formatAedFils(123_456)).toBe('AED 1,234.56');
    expect(formatAedFils(600_000)).toBe('AED 6,000');
  });

  it('dates the payout in UTC days and derives overdue from the date alone', () => {
    expect(expectedPayoutOn(new Date('2026-12-15T23:30:00Z'), 30)).toBe('2027-01-14');
    const unpaid = { status: 'invoiced' as const, expectedPayoutOn: '2026-01-10' };
    expect(isCommissionOverdue(unpaid, '2026-01-11')).toBe(true);
    expect(isCommissionOverdue(unpaid, '2026-01-10')).toBe(false);
    expect(isCommissionOverdue({ ...unpaid, status: 'paid' }, '2027-01-01')).toBe(false);
  });

  it('allows the admin moves and their undo steps only', () => {
    expect(canMoveCommission('pending', 'invoiced')).toBe(true);
    expect(canMoveCommission('paid', 'invoiced')).toBe(true);
    expect(canMoveCommission('paid', 'pending')).toBe(false);
    expect(canMoveCommission('reversed', 'pending')).toBe(false);
    expect(canMoveCommission('pending', 'pending')).toBe(false);
  });

  it('prices the pipeline over submitted … approved in workflow order', () => {
    // Written out: the constant is a slice of the workflow, and this pins what the slice holds.
    expect([...EARNINGS_PIPELINE_STATUSES]).toEqual([
      'submitted',
      'under-review',
      'incomplete',
      'submitted-to-university',
      'accepted-conditional-offer',
      'accepted-payment-pending',
      'payment-clearing',
      'approved',
    ]);
  });
});

describe('commission inputs', () => {
  it('reads terms as percent and days, with clear messages', () => {
    expect(
      ZUniversityCommissionTermsInput.parse({
        universityId: '4',
        commissionRatePercent: 17.25,
        payoutLagDays: '60',
      }),
    ).toEqual({ universityId: 4, commissionRatePercent: 1725, payoutLagDays: 60 });
    const bad = ZUniversityCommissionTermsInput.safeParse({
      universityId: 4,
      commissionRatePercent: 'ten',
      payoutLagDays: 731,
    });
    expect(bad.error?.issues.map((issue) => issue.message)).toEqual([
      'Commission rate must be a percentage between 0 and 100 with at most two decimals',
      'Payout lag must be at most 730 days',
    ]);
    expect(
      ZProgramCommissionRateInput.parse({ programId: 3, commissionRatePercent: null }),
    ).toEqual({ programId: 3, commissionRatePercent: null });
  });

  it('reads moves, amounts and list filters', () => {
    expect(
      ZMoveCommissionInput.safeParse({ id: 1, status: 'reversed' }).error?.issues[0]?.message,
    ).toBe('Status must be pending, invoiced or paid');
    expect(ZSetCommissionAmountInput.parse({ id: '2', amountAed: '4500.50' })).toEqual({
      id: 2,
      amountAed: 450_050,
    });
    expect(
      ZSetCommissionAmountInput.safeParse({ id: 2, amountAed: '45.005' }).error?.issues[0]?.message,
    ).toBe('Amount must be in AED with at most two decimals, e.g. 4500 or 4500.50');
    expect(ZCommissionListInput.parse({})).toEqual({ page: 1, pageSize: 20, sort: 'payout-asc' });
  });
});
