// Account administration: console settings, agents awaiting approval, admin invitations, one-time auth tokens.
export * from './accounts';
export * from './auth-tokens';
