// Accounts: registration, sign-in and its back-off, sessions, passwords and their reset, e-mail
// verification, agent approval, admin invitations, console settings, a user's own profile and
// preferences, and the admin console's users.
export {
  acceptAdminInvite,
  inviteAdmin,
  listAdminInvites,
  previewAdminInvite,
  revokeAdminInvite,
} from './admin-invites';
export { approveAgent, declineAgent, listPendingAgents } from './approval';
export {
  type BackoffPolicy,
  type FailureCounter,
  LOGIN_FAILURE_LIMIT,
  MemoryFailureCounter,
  SIGN_IN_BACKOFF,
} from './auth-throttle';
export {
  auditableUser,
  createAccount,
  DUPLICATE_ACCOUNT_MESSAGE,
  type NewAccount,
  registerAgent,
  signIn,
  signOut,
} from './auth';
export { changePassword } from './change-password';
export { requestPasswordReset, resetPassword } from './password-reset';
export { hashPassword, verifyPassword } from './password';
export { saveLanguage } from './language';
export { notificationPreferences, updateNotificationPreferences, updateProfile } from './profile';
export { revokeUserSessions, sessionExpiry, sessionIdFromToken } from './session';
export { readConsoleSettings, updateConsoleSettings } from './settings';
export {
  ADMIN_TARGET_MESSAGE,
  listUsersForAdmin,
  OWN_ROLE_MESSAGE,
  setUserActive,
  setUserRole,
  userForAdmin,
} from './users';
export { changeEmail, resendVerification, verifyEmail } from './verification';
