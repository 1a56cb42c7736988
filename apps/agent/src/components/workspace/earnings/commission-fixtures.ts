import { fakeCommission } from '@uniguide/client/testing';
import type { EarningsSummary } from '@uniguide/domain';

/** A commission as commission.list returns it; override what a test is about. */
export const commissionFixture = fakeCommission;

/** commission.earnings' answer: twelve months, most of them empty. */
export function earningsFixture(overrides: Partial<EarningsSummary> = {}): EarningsSummary {
  const months = [
    '2025-04',
    '2025-05',
    '2025-06',
    '2025-07',
    '2025-08',
    '2025-09',
    '2025-10',
    '2025-11',
    '2025-12',
    '2026-01',
    '2026-02',
    '2026-03',
  ].map((month) => ({ month, earnedFils: 0, paidFils: 0 }));
  months[11] = { month: '2026-03', earnedFils: 900_000, paidFils: 450_000 };
  return {
    paidFils: 1_250_050,
    dueFils: 450_000,
    overdueFils: 300_000,
    paidCount: 3,
    dueCount: 1,
    overdueCount: 1,
    pipeline: [
      { status: 'submitted', applicationCount: 2, potentialFils: 900_000 },
      { status: 'submitted-to-university', applicationCount: 1, potentialFils: 0 },
    ],
    months,
    ...overrides,
  };
}
