/** The public header's page links, shared by the desktop bar and the mobile sheet. */
export const PUBLIC_NAV_LINKS = [
  { to: '/programs', label: 'Programs' },
  { to: '/about', label: 'About Us' },
  { to: '/contact', label: 'Contact' },
] as const;
