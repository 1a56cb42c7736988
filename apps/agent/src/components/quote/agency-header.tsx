import { Trans } from '@lingui/react/macro';
import { BRAND, type QuoteAgency } from '@uniguide/domain';
import { BrandMark } from '@uniguide/ui';
import { GlobeIcon, MailIcon, PhoneIcon } from 'lucide-react';

/**
 * Who the quote comes from: the agency's name and contact details beside the brand. Agencies keep
 * no logo (docs/decisions/046-student-link-and-quotes.md), so the name stands for it.
 */
export function AgencyHeader({ agency }: { agency: QuoteAgency }) {
  return (
    <header className="flex flex-col gap-3 rounded-lg border bg-card p-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="grid min-w-0 gap-1">
        <p className="text-xl font-bold tracking-tight break-words">
          <bdi>{agency.name}</bdi>
        </p>
        <ul className="grid gap-0.5 text-sm text-muted-foreground">
          {agency.email ? (
            <li className="flex min-w-0 items-center gap-1.5">
              <MailIcon className="size-4 shrink-0" aria-hidden="true" />
              <a href={`mailto:${agency.email}`} dir="ltr" className="break-all hover:underline">
                {agency.email}
              </a>
            </li>
          ) : null}
          {agency.phone ? (
            <li className="flex items-center gap-1.5">
              <PhoneIcon className="size-4 shrink-0" aria-hidden="true" />
              <a
                href={`tel:${agency.phone.replace(/[^+\d]/g, '')}`}
                dir="ltr"
                className="hover:underline"
              >
                {agency.phone}
              </a>
            </li>
          ) : null}
          {agency.website ? (
            <li className="flex min-w-0 items-center gap-1.5">
              <GlobeIcon className="size-4 shrink-0" aria-hidden="true" />
              <span dir="ltr" className="break-all">
                {agency.website}
              </span>
            </li>
          ) : null}
        </ul>
      </div>
      <p className="flex items-center gap-2 text-sm text-muted-foreground sm:flex-col sm:items-end sm:gap-1">
        <span className="flex shrink-0 items-center gap-1.5 font-semibold whitespace-nowrap text-foreground">
          <BrandMark />
          {BRAND.name}
        </span>
        {/* BRAND.tagline, in the page's language. */}
        <span className="text-xs">
          <Trans>Your guide to UAE universities</Trans>
        </span>
      </p>
    </header>
  );
}
