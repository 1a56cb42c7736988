/** owner: everything in the agency, members and payouts; counsellor: own and assigned work. */
export const AGENCY_ROLES = ['owner', 'counsellor'] as const;
export type AgencyRole = (typeof AGENCY_ROLES)[number];
export const AGENCY_ROLE_LABELS: Record<AgencyRole, string> = {
  owner: 'Owner',
  counsellor: 'Counsellor',
};
