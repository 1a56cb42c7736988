import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { BrandMark } from '@uniguide/ui';
import { Link } from '@tanstack/react-router';
import { BRAND, MARKETING } from '@uniguide/domain';
import {
  BadgeDollarSignIcon,
  GraduationCapIcon,
  LibraryIcon,
  PresentationIcon,
} from 'lucide-react';

import { useApprovalPromise } from '../public/use-approval-promise';

const { universities, programs } = MARKETING;

const CLAIMS = [
  {
    key: 'commissions',
    icon: BadgeDollarSignIcon,
    title: msg`Competitive commissions`,
    text: msg`Earn on every successful application you place.`,
  },
  {
    key: 'support',
    icon: PresentationIcon,
    title: msg`Training and marketing support`,
    text: msg`Onboarding with a regional expert, visa checklists and ready-made marketing kits.`,
  },
  {
    key: 'universities',
    icon: GraduationCapIcon,
    title: msg`${universities} UAE universities`,
    text: msg`From Abu Dhabi to Ras Al Khaimah, in one portal.`,
  },
  {
    key: 'programs',
    icon: LibraryIcon,
    title: msg`${programs} programs`,
    text: msg`Bachelor's, master's, PhD and diploma programs with fees in AED.`,
  },
] as const;

/** The left half of /auth on wide screens: why an agent should join. Hidden on phones. */
export function AuthMarketingPanel() {
  const { t } = useLingui();
  const promise = useApprovalPromise();
  const brand = BRAND.name;
  return (
    <aside className="relative hidden overflow-hidden bg-primary text-primary-foreground lg:flex lg:flex-col lg:justify-between lg:p-12 xl:p-16">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-32 -end-32 size-96 rounded-full bg-highlight/15 blur-3xl"
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -bottom-40 -start-24 size-[28rem] rounded-full bg-white/5 blur-3xl"
      />

      <Link
        to="/"
        className="relative flex w-fit items-center gap-3 rounded-md text-xl font-semibold outline-none focus-visible:ring-[3px] focus-visible:ring-white/60"
      >
        <BrandMark className="size-10 ring-1 ring-white/20 rounded-lg" />
        {BRAND.name}
      </Link>

      <div className="relative max-w-lg">
        <h2 className="text-4xl leading-tight font-semibold tracking-tight xl:text-5xl">
          <Trans>Place students at UAE universities. Earn on every success.</Trans>
        </h2>
        <p className="mt-4 text-lg text-primary-foreground/80">
          <Trans>Join the agent network of {brand}: free to sign up, no monthly fees.</Trans>{' '}
          {promise?.sentence ?? ''}
        </p>

        <ul className="mt-10 grid gap-6 sm:grid-cols-2">
          {CLAIMS.map(({ key, icon: Icon, title, text }) => (
            <li key={key} className="flex gap-3">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-white/10 text-highlight">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <span>
                <span className="block font-semibold">{t(title)}</span>
                <span className="mt-1 block text-sm text-primary-foreground/90">{t(text)}</span>
              </span>
            </li>
          ))}
        </ul>
      </div>

      {/* BRAND.tagline, in the page's language. */}
      <p className="relative text-sm text-primary-foreground/90">
        <Trans>Your guide to UAE universities</Trans>
      </p>
    </aside>
  );
}
