import {
  ZAssignStudentInput,
  ZCommissionSplitInput,
  ZInviteMemberInput,
  ZMemberActiveInput,
  ZMemberRoleInput,
  ZReassignInput,
  ZRemoveSplitInput,
  ZRevokeInviteInput,
  ZSubAgencyChoicesInput,
} from '@uniguide/domain';
import { inviteMember, revokeInvite } from '../../services/agencies';
import { myAgency, setMemberActive, setMemberRole } from '../../services/agencies';
import { assignStudent, reassignMemberWork } from '../../services/agencies';
import {
  removeCommissionSplit,
  setCommissionSplit,
  splitEarnings,
  subAgencyChoices,
} from '../../services/agencies';
import { signedInProcedure, router } from '../../trpc';

/** The signed-in agent's agency; everything but `mine` is the owner's (docs/decisions/025-agencies.md). */
export const agencyRouter = router({
  mine: signedInProcedure.query(({ ctx }) => myAgency(ctx)),

  invite: signedInProcedure
    .input(ZInviteMemberInput)
    .mutation(({ ctx, input }) => inviteMember(ctx, input)),

  revokeInvite: signedInProcedure
    .input(ZRevokeInviteInput)
    .mutation(({ ctx, input }) => revokeInvite(ctx, input.id)),

  setRole: signedInProcedure
    .input(ZMemberRoleInput)
    .mutation(({ ctx, input }) => setMemberRole(ctx, input)),

  setMemberActive: signedInProcedure
    .input(ZMemberActiveInput)
    .mutation(({ ctx, input }) => setMemberActive(ctx, input)),

  reassign: signedInProcedure
    .input(ZReassignInput)
    .mutation(({ ctx, input }) => reassignMemberWork(ctx, input)),

  assignStudent: signedInProcedure
    .input(ZAssignStudentInput)
    .mutation(({ ctx, input }) => assignStudent(ctx, input)),

  setSplit: signedInProcedure
    .input(ZCommissionSplitInput)
    .mutation(({ ctx, input }) => setCommissionSplit(ctx, input)),

  removeSplit: signedInProcedure
    .input(ZRemoveSplitInput)
    .mutation(({ ctx, input }) => removeCommissionSplit(ctx, input)),

  splits: signedInProcedure.query(({ ctx }) => splitEarnings(ctx)),

  subAgencies: signedInProcedure
    .input(ZSubAgencyChoicesInput)
    .query(({ ctx, input }) => subAgencyChoices(ctx, input)),
});
