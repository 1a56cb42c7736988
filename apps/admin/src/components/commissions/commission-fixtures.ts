import { fakePage } from '@uniguide/client/testing';
import type { Commission } from '@uniguide/domain';

/** A commission as admin.commissions.list returns it; override what a test is about. */
export function commissionFixture(overrides: Partial<Commission> = {}): Commission {
  return {
    id: 5,
    applicationId: 41,
    agentId: 12,
    agentName: 'Karim Haddad',
    studentName: 'Amina Yusuf',
    programId: 7,
    programName: 'MSc Data Science',
    universityId: 3,
    universityName: 'Khalifa University',
    tuitionFils: 4_500_000,
    rateBps: 1250,
    amountFils: 562_500,
    status: 'pending',
    overdue: false,
    earnedAt: '2026-03-02T10:00:00.000Z',
    expectedPayoutOn: '2026-05-31',
    invoicedAt: null,
    paidAt: null,
    reversedAt: null,
    ...overrides,
  };
}

export const summaryFixture = {
  paidFils: 1_000_000,
  dueFils: 562_500,
  overdueFils: 250_000,
  paidCount: 2,
  dueCount: 1,
  overdueCount: 1,
  pipeline: [],
  months: [],
};

export const pageOf = (items: Commission[], total = items.length) => fakePage(items, total);
