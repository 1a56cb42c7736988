import { useLingui } from '@lingui/react/macro';
import { BackToMainLink } from './back-to-main-link';
import { NavLinks } from './nav-links';

const linkClass =
  'inline-flex h-11 items-center gap-2 border-b-2 border-transparent px-1 text-sm font-medium whitespace-nowrap text-muted-foreground outline-none transition-colors hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 data-[status=active]:border-primary data-[status=active]:text-foreground';

/**
 * The sections as a tab bar under the header, from laptop width (lg) up; phones and tablets use
 * ConsoleMobileMenu, as twelve tabs and the way back do not fit in one row below 1024 px. Below 2xl
 * the tabs drop their icons and sit closer, to leave room for "Back to Main Dashboard" on the same
 * line. Tabs that still do not fit (the Arabic names are wider) wrap onto a second row rather than
 * hide behind a scroll bar no one sees.
 */
export function ConsoleNav() {
  const { t } = useLingui();
  return (
    <nav aria-label={t`Console`} className="hidden border-b bg-card lg:block">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <ul className="flex min-w-0 flex-wrap items-center gap-x-3 xl:gap-x-4 2xl:gap-x-6">
          <NavLinks linkClass={linkClass} iconClassName="hidden size-4 2xl:block" />
        </ul>
        <BackToMainLink className="shrink-0 whitespace-nowrap" />
      </div>
    </nav>
  );
}
