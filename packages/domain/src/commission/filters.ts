// The list's filter and sort vocabulary, apart from commission.ts and its schemas: the apps' route search
// parsers read it before any page code loads, and importing it must not load zod.

/** List filters: a stored status, or `overdue` / `due` (pending or invoiced, by date). */
export const COMMISSION_FILTERS = [
  'pending',
  'invoiced',
  'paid',
  'reversed',
  'overdue',
  'due',
] as const;
export type CommissionFilter = (typeof COMMISSION_FILTERS)[number];
export const COMMISSION_SORTS = [
  'payout-asc',
  'payout-desc',
  'earned-desc',
  'amount-desc',
] as const;
