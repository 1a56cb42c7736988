import type { RestRow } from './types';

export const authRows: RestRow[] = [
  {
    method: 'GET',
    path: '/api/sign-up-terms',
    procedure: 'auth.signUpTerms',
    summary:
      "What a new agent is promised: { approvalRequired } (the console's approval setting; false means they submit as soon as they sign up)",
    tag: 'Auth',
    access: 'public',
  },
  {
    method: 'POST',
    path: '/api/register',
    procedure: 'auth.register',
    summary: 'Register an agent account and sign in (role is always agent)',
    tag: 'Auth',
    access: 'public',
    successStatus: 201,
  },
  {
    method: 'POST',
    path: '/api/login',
    procedure: 'auth.login',
    summary: 'Sign in with email and password; sets the session cookie',
    tag: 'Auth',
    access: 'public',
  },
  {
    method: 'POST',
    path: '/api/logout',
    procedure: 'auth.logout',
    summary: 'Sign out: revokes the session and clears the cookie',
    tag: 'Auth',
    access: 'public',
    shape: 'empty',
  },
  {
    method: 'POST',
    path: '/api/password/forgot',
    procedure: 'auth.forgotPassword',
    summary:
      'E-mail a single-use password reset link ({ username }); the same answer whether or not the account exists',
    tag: 'Auth',
    access: 'public',
  },
  {
    method: 'POST',
    path: '/api/password/reset',
    procedure: 'auth.resetPassword',
    summary:
      "Set a new password with the link's token ({ token, newPassword, confirmPassword }); signs the account out everywhere",
    tag: 'Auth',
    access: 'public',
  },
];
