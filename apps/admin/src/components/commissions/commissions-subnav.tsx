import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { HandCoinsIcon, ListIcon } from 'lucide-react';

const linkClass =
  'inline-flex h-full items-center gap-1.5 rounded-md border border-transparent px-3 py-1 text-sm font-medium whitespace-nowrap text-foreground/70 outline-none transition-[color,box-shadow] hover:text-foreground focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 data-[status=active]:bg-background data-[status=active]:text-foreground data-[status=active]:shadow-sm [&_svg]:size-4 [&_svg]:shrink-0';

/** The two views of the commissions section, as the catalogue's tabs look (but pages, with addresses). */
export function CommissionsSubnav() {
  const { t } = useLingui();
  return (
    <nav aria-label={t`Commissions views`}>
      <ul className="inline-flex h-9 w-fit max-w-full items-center overflow-x-auto rounded-lg bg-muted p-[3px] text-muted-foreground">
        <li className="h-full">
          <Link to="/commissions" activeOptions={{ exact: true }} className={linkClass}>
            <ListIcon aria-hidden="true" />
            <Trans>All commissions</Trans>
          </Link>
        </li>
        <li className="h-full">
          <Link to="/commissions/payouts" className={linkClass}>
            <HandCoinsIcon aria-hidden="true" />
            <Trans>Payouts queue</Trans>
          </Link>
        </li>
      </ul>
    </nav>
  );
}
