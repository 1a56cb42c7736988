import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { InboxCount } from './inbox-count';
import { NAV_ITEMS } from './nav-items';

/** The console's sections as list items of links, for the tab bar and the phone menu alike. */
export function NavLinks({
  linkClass,
  iconClassName,
  onNavigate,
}: {
  linkClass: string;
  iconClassName: string;
  onNavigate?: () => void;
}) {
  const { t } = useLingui();
  return NAV_ITEMS.map((item) => (
    <li key={item.to}>
      <Link
        to={item.to}
        className={linkClass}
        activeOptions={{ exact: item.exact ?? false }}
        onClick={onNavigate}
      >
        <item.icon aria-hidden="true" className={iconClassName} />
        {t(item.label)}
        {item.inboxCount ? <InboxCount /> : null}
      </Link>
    </li>
  ));
}
