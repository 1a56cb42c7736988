import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { AwardIcon, GlobeIcon, SunIcon, TrendingUpIcon } from 'lucide-react';

import { Section } from '../section';

const REASONS = [
  {
    key: 'education',
    icon: AwardIcon,
    title: msg`World-Class Education`,
    text: msg`Internationally accredited universities and branch campuses of leading UK, Australian and US institutions.`,
  },
  {
    key: 'hub',
    icon: GlobeIcon,
    title: msg`Global Hub`,
    text: msg`A crossroads of more than 200 nationalities, within a few hours’ flight of a third of the world’s population.`,
  },
  {
    key: 'career',
    icon: TrendingUpIcon,
    title: msg`Career Growth`,
    text: msg`A fast-growing economy with internships and graduate roles in business, technology, health and tourism.`,
  },
  {
    key: 'life',
    icon: SunIcon,
    title: msg`Quality of Life`,
    text: msg`Safe, modern cities, year-round sunshine and a welcoming, multicultural student life.`,
  },
] as const;

export function WhyUae() {
  const { t } = useLingui();
  return (
    <Section
      id="why-uae-heading"
      eyebrow={t`Why the UAE`}
      title={t`Why Choose UAE`}
      subtitle={t`A study destination your students and their families will love.`}
    >
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {REASONS.map((reason) => (
          <li key={reason.key} className="rounded-2xl border bg-card p-6 text-center shadow-sm">
            <span className="mx-auto mb-4 flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
              <reason.icon className="size-6" aria-hidden="true" />
            </span>
            <h3 className="mb-2 text-lg font-semibold">{t(reason.title)}</h3>
            <p className="text-muted-foreground">{t(reason.text)}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
