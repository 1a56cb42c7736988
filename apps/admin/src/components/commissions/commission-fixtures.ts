import { fakeCommission, fakePage } from '@uniguide/client/testing';
import type { Commission } from '@uniguide/domain';

/** A commission as admin.commissions.list returns it; override what a test is about. */
export function commissionFixture(overrides: Partial<Commission> = {}): Commission {
  return fakeCommission({ agentId: 12, rateBps: 1250, amountFils: 562_500, ...overrides });
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
