import { msg } from '@lingui/core/macro';

/** The public header's page links, shared by the desktop bar and the mobile sheet. */
export const PUBLIC_NAV_LINKS = [
  { to: '/programs', label: msg`Programs` },
  { to: '/about', label: msg`About Us` },
  { to: '/contact', label: msg`Contact` },
] as const;
