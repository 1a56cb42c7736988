import { useLingui } from '@lingui/react/macro';
import { AwardIcon, GlobeIcon, SunIcon, TrendingUpIcon } from 'lucide-react';

import { Section } from '../section';

const REASONS = [
  {
    icon: AwardIcon,
    title: 'World-Class Education',
    text: 'Internationally accredited universities and branch campuses of leading UK, Australian and US institutions.',
  },
  {
    icon: GlobeIcon,
    title: 'Global Hub',
    text: 'A crossroads of more than 200 nationalities, within a few hours’ flight of a third of the world’s population.',
  },
  {
    icon: TrendingUpIcon,
    title: 'Career Growth',
    text: 'A fast-growing economy with internships and graduate roles in business, technology, health and tourism.',
  },
  {
    icon: SunIcon,
    title: 'Quality of Life',
    text: 'Safe, modern cities, year-round sunshine and a welcoming, multicultural student life.',
  },
] as const;

export function WhyUae() {
  const { t } = useLingui();
  return (
    <Section
      id="why-uae-heading"
      eyebrow="Why the UAE"
      title={t`Why Choose UAE`}
      subtitle="A study destination your students and their families will love."
    >
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {REASONS.map((reason) => (
          <li key={reason.title} className="rounded-2xl border bg-card p-6 text-center shadow-sm">
            <span className="mx-auto mb-4 flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
              <reason.icon className="size-6" aria-hidden="true" />
            </span>
            <h3 className="mb-2 text-lg font-semibold">{reason.title}</h3>
            <p className="text-muted-foreground">{reason.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
