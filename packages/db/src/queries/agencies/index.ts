// Agencies as teams: members, roles, invitations, moving work between members, the admin list.
export * from './agencies';
export * from './list';
