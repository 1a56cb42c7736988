import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '@uniguide/client';

import { UniversityLogo } from '@uniguide/ui';
import { Section } from '../section';
import { FeaturedPrograms } from './featured-programs';

/**
 * The eight partners the landing page names (docs/product.md §1). Logos are our own marks, stored under the
 * seed's slug for each institution.
 */
export const PARTNER_UNIVERSITIES = [
  { name: 'United Arab Emirates University', city: 'Al Ain', slug: 'uaeu' },
  { name: 'Khalifa University', city: 'Abu Dhabi', slug: 'khalifa-university' },
  { name: 'New York University Abu Dhabi', city: 'Abu Dhabi', slug: 'nyu-abu-dhabi' },
  {
    name: 'American University of Sharjah',
    city: 'Sharjah',
    slug: 'american-university-of-sharjah',
  },
  { name: 'University of Sharjah', city: 'Sharjah', slug: 'university-of-sharjah' },
  { name: 'Zayed University', city: 'Dubai', slug: 'zayed-university' },
  { name: 'Heriot-Watt University Dubai', city: 'Dubai', slug: 'heriot-watt-university-dubai' },
  { name: 'University of Birmingham Dubai', city: 'Dubai', slug: 'university-of-birmingham-dubai' },
] as const;

/** The partners' cities in the page's language; the universities' names stay as the catalogue writes them. */
const CITIES: Record<(typeof PARTNER_UNIVERSITIES)[number]['city'], MessageDescriptor> = {
  'Al Ain': msg`Al Ain`,
  'Abu Dhabi': msg`Abu Dhabi`,
  Sharjah: msg`Sharjah`,
  Dubai: msg`Dubai`,
};

export function PartnerUniversities() {
  const { t } = useLingui();
  const partnerCount = PARTNER_UNIVERSITIES.length;
  const trpc = useTRPC();
  // Only used to link a partner to its profile; the strip renders fully without it.
  const universities = useQuery(trpc.university.list.queryOptions());
  const idByName = new Map(
    (universities.data ?? []).map((university) => [university.name.toLowerCase(), university.id]),
  );

  return (
    <Section
      id="partners-heading"
      eyebrow={t`Partner universities`}
      title={t`Trusted by leading UAE universities`}
      subtitle={t`Refer students to ${partnerCount} of our featured partners and many more across the Emirates.`}
    >
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        {PARTNER_UNIVERSITIES.map((partner) => {
          const id = idByName.get(partner.name.toLowerCase());
          const content = (
            <>
              <UniversityLogo
                name={partner.name}
                src={`/images/universities/${partner.slug}.svg`}
                className="size-16 rounded-xl sm:size-20"
              />
              <span className="text-sm font-semibold text-balance">
                <bdi>{partner.name}</bdi>
              </span>
              <span className="text-xs text-muted-foreground">{t(CITIES[partner.city])}</span>
            </>
          );
          const boxClass =
            'flex h-full flex-col items-center gap-2 rounded-2xl border bg-card p-4 text-center shadow-sm sm:p-6';
          return (
            <li key={partner.name}>
              {id !== undefined ? (
                <Link
                  to="/universities/$universityId"
                  params={{ universityId: String(id) }}
                  className={`${boxClass} transition-shadow outline-none hover:shadow-md focus-visible:ring-[3px] focus-visible:ring-ring/50`}
                >
                  {content}
                </Link>
              ) : (
                <div className={boxClass}>{content}</div>
              )}
            </li>
          );
        })}
      </ul>
      <FeaturedPrograms />
    </Section>
  );
}
