import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { Link } from '@tanstack/react-router';
import { useLanguage, useSession } from '@uniguide/client';
import { Button, LanguageSwitch, Skeleton } from '@uniguide/ui';

import { BrandLogo } from './brand-logo';
import { MobileNav } from './mobile-nav';
import { PUBLIC_NAV_LINKS } from './nav-links';

// The account menu (a Radix dropdown) only shows for a signed-in visitor, so only they download it.
const UserMenu = lazy(() => import('./user-menu').then((module) => ({ default: module.UserMenu })));

const navLinkClass =
  'rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 data-[status=active]:text-primary';

export function SiteHeader() {
  const { t } = useLingui();
  const language = useLanguage();
  const session = useSession();
  // A failed session check (server unreachable) reads as signed out rather than loading forever.
  const user = session.isError ? null : session.data;

  return (
    <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6 lg:px-8">
        <BrandLogo />
        <nav aria-label={t`Main`} className="ms-4 hidden items-center gap-1 md:flex">
          {PUBLIC_NAV_LINKS.map((link) => (
            <Link key={link.to} to={link.to} className={navLinkClass}>
              {t(link.label)}
            </Link>
          ))}
        </nav>
        <div className="ms-auto flex items-center gap-2">
          <LanguageSwitch {...language} />
          {user ? (
            <Suspense fallback={<Skeleton className="h-10 w-14 lg:w-40" />}>
              <UserMenu user={user} />
            </Suspense>
          ) : user === null ? (
            <div className="hidden items-center gap-2 md:flex">
              <Button asChild variant="ghost">
                <Link to="/auth">
                  <Trans>Login</Trans>
                </Link>
              </Button>
              <Button asChild>
                <Link to="/auth" search={{ mode: 'signup' }}>
                  <Trans>Sign Up</Trans>
                </Link>
              </Button>
            </div>
          ) : (
            // Until the session is known, hold the space instead of flashing Login for a signed-in user.
            <Skeleton className="hidden h-9 w-40 md:block" />
          )}
          <MobileNav user={user} />
        </div>
      </div>
    </header>
  );
}
