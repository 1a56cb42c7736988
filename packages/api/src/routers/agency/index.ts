import {
  ZAssignStudentInput,
  ZCommissionSplitInput,
  ZInviteMemberInput,
  ZMemberInput,
  ZMemberRoleInput,
  ZReassignInput,
  ZRemoveSplitInput,
} from '@uniguide/domain';
import { z } from 'zod';
import { inviteMember } from '../../services/agencies/invites';
import { myAgency, setMemberActive, setMemberRole } from '../../services/agencies/members';
import { assignStudent, reassignMemberWork } from '../../services/agencies/reassign';
import {
  removeCommissionSplit,
  setCommissionSplit,
  splitEarnings,
} from '../../services/agencies/splits';
import { agentProcedure, router } from '../../trpc';

/** The signed-in agent's agency; everything but `mine` is the owner's (docs/decisions/025-agencies.md). */
export const agencyRouter = router({
  mine: agentProcedure.query(({ ctx }) => myAgency(ctx)),

  invite: agentProcedure
    .input(ZInviteMemberInput)
    .mutation(({ ctx, input }) => inviteMember(ctx, input)),

  setRole: agentProcedure
    .input(ZMemberRoleInput)
    .mutation(({ ctx, input }) => setMemberRole(ctx, input)),

  setMemberActive: agentProcedure
    .input(ZMemberInput.extend({ active: z.boolean({ message: 'active must be true or false' }) }))
    .mutation(({ ctx, input }) => setMemberActive(ctx, input)),

  reassign: agentProcedure
    .input(ZReassignInput)
    .mutation(({ ctx, input }) => reassignMemberWork(ctx, input)),

  assignStudent: agentProcedure
    .input(ZAssignStudentInput)
    .mutation(({ ctx, input }) => assignStudent(ctx, input)),

  setSplit: agentProcedure
    .input(ZCommissionSplitInput)
    .mutation(({ ctx, input }) => setCommissionSplit(ctx, input)),

  removeSplit: agentProcedure
    .input(ZRemoveSplitInput)
    .mutation(({ ctx, input }) => removeCommissionSplit(ctx, input)),

  splits: agentProcedure.query(({ ctx }) => splitEarnings(ctx)),
});
