import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from 'lucide-react';
import { BRAND } from '@uniguide/domain';

import { BrandLogo } from './brand-logo';
import { useHoursText } from './contact/contact-details';
import { PUBLIC_NAV_LINKS } from './nav-links';
import { SocialLinks } from './social-links';

const linkClass =
  'rounded-sm text-white/75 transition-colors outline-none hover:text-white focus-visible:ring-[3px] focus-visible:ring-white/60';

export function SiteFooter() {
  const { t } = useLingui();
  const hoursText = useHoursText();
  const year = new Date().getFullYear();
  return (
    <footer className="bg-[oklch(0.24_0.04_200)] text-white">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1.4fr] lg:px-8">
        <div className="grid content-start gap-4">
          <BrandLogo inverted />
          <p className="max-w-sm text-sm text-white/75">
            {/* BRAND.tagline, then the pitch, in the page's language. */}
            <Trans>
              Your guide to UAE universities. We help education agents place international students
              at UAE universities, with the tools, support and commissions to grow their agency.
            </Trans>
          </p>
          <SocialLinks />
        </div>

        <nav aria-labelledby="footer-links-heading" className="grid content-start gap-4">
          <h2 id="footer-links-heading" className="text-sm font-semibold tracking-wide uppercase">
            <Trans>Explore</Trans>
          </h2>
          <ul className="grid gap-2 text-sm">
            <li>
              <Link to="/" className={linkClass}>
                <Trans>Home</Trans>
              </Link>
            </li>
            {PUBLIC_NAV_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClass}>
                  {t(link.label)}
                </Link>
              </li>
            ))}
            <li>
              <Link
                to="/auth"
                search={{ redirect: '/dashboard', mode: 'signup' }}
                className={linkClass}
              >
                <Trans>Join as an Agent</Trans>
              </Link>
            </li>
          </ul>
        </nav>

        <div className="grid content-start gap-4">
          <h2 className="text-sm font-semibold tracking-wide uppercase">
            <Trans>Contact</Trans>
          </h2>
          <address className="grid gap-3 text-sm text-white/75 not-italic">
            <p className="flex gap-2">
              <MapPinIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <bdi>{BRAND.address}</bdi>
            </p>
            <p className="flex gap-2">
              <MailIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <a href={`mailto:${BRAND.supportEmail}`} dir="ltr" className={linkClass}>
                {BRAND.supportEmail}
              </a>
            </p>
            <p className="flex gap-2">
              <PhoneIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <a href={`tel:${BRAND.phone.replace(/\s+/g, '')}`} dir="ltr" className={linkClass}>
                {BRAND.phone}
              </a>
            </p>
            <div className="flex gap-2">
              <ClockIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <ul>
                {BRAND.workingHours.map((row) => (
                  <li key={row.days}>
                    {hoursText(row.days)}: {hoursText(row.hours)}
                  </li>
                ))}
              </ul>
            </div>
          </address>
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-4 py-5 text-sm text-white/65 sm:px-6 lg:px-8">
          <Trans>
            © {year} {BRAND.name}. All rights reserved.
          </Trans>
        </p>
      </div>
    </footer>
  );
}
