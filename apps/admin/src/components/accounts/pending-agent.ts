/** One agent of the approval queue, as admin.approval.pending answers it. */
export interface PendingAgent {
  id: number;
  username: string;
  firstName: string | null;
  lastName: string | null;
  agencyName: string | null;
  country: string | null;
  phoneNumber: string | null;
  emailVerified: boolean;
  createdAt: string;
  hoursLeft: number;
}
