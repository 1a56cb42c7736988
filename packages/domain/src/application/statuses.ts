// A module of its own: the applications list's search parser, which the router reads on every page,
// names the statuses without carrying the workflow's rules (docs/decisions/086-first-page-javascript.md).

/** One canonical status list in workflow order (docs/product.md §5.2). */
export const APPLICATION_STATUSES = [
  'draft',
  'submitted',
  'under-review',
  'incomplete',
  'submitted-to-university',
  'accepted-conditional-offer',
  'accepted-payment-pending',
  'payment-clearing',
  'approved',
  'completed',
  'rejected',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
