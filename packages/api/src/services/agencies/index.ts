// Agencies as teams: members and roles, invitations, moving work between members, commission
// splits, and the admin console's agency list and activation.
export { listAgenciesForAdmin, setAgencyActive } from './agencies';
export { acceptInvite, inviteMember, previewInvite, revokeInvite } from './invites';
export { myAgency, setMemberActive, setMemberRole } from './members';
export { assignStudent, reassignMemberWork } from './reassign';
export {
  removeCommissionSplit,
  setCommissionSplit,
  splitEarnings,
  subAgencyChoices,
} from './splits';
