import { msg } from '@lingui/core/macro';

/**
 * The session hooks' toasts in the page's language (docs/decisions/067-translation-layer.md). The
 * English of each is docs/product.md §6's, as the domain's `MESSAGES` and `registrationWelcome` write
 * it (session-texts.test.ts holds them together).
 */
export const SESSION_TEXTS = {
  loginSuccess: { title: msg`Login successful`, description: msg`Welcome back!` },
  loginFailed: msg`Login failed`,
  loginFailedInline: msg`Login failed. Please try again.`,
  registrationSuccess: msg`Registration successful`,
  registrationWelcome: msg`Welcome to UniGuide, your guide to UAE universities!`,
  registrationFailed: msg`Registration failed`,
  registrationFailedInline: msg`Registration failed. Please try again.`,
  logoutSuccess: {
    title: msg`Logged out`,
    description: msg`You have been successfully logged out`,
  },
  logoutFailed: msg`Logout failed`,
  tryAgain: msg`Please try again.`,
  checkTheForm: msg`Please check the form and try again.`,
  joinedAgency: msg`Welcome to your agency`,
  joinFailed: msg`Could not join the agency`,
  joinedConsole: {
    title: msg`Welcome to the console`,
    description: msg`Your admin account is ready.`,
  },
  adminInvitationFailed: msg`Could not accept the invitation`,
} as const;
