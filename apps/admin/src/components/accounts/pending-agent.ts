import type { PublicUser } from '@uniguide/domain';

/** One agent of the approval queue, as admin.approval.pending answers it. */
export type PendingAgent = Pick<
  PublicUser,
  | 'id'
  | 'username'
  | 'firstName'
  | 'lastName'
  | 'agencyName'
  | 'country'
  | 'phoneNumber'
  | 'emailVerified'
  | 'createdAt'
> & { hoursLeft: number };
