import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { QuoteIcon, StarIcon } from 'lucide-react';
import { InitialsAvatar } from '@uniguide/ui';

import { Section } from '../section';

const TESTIMONIALS = [
  {
    name: 'Priya Raghavan',
    agency: 'Horizon Study Abroad',
    location: msg`Kochi, India`,
    quote: msg`The onboarding call with our regional expert saved us weeks. We placed eleven students in our first intake and the portal kept every document in one place.`,
  },
  {
    name: 'Chinedu Okafor',
    agency: 'BrightPath Education',
    location: msg`Lagos, Nigeria`,
    quote: msg`Visa checklists by country are a game changer for my team. Applications that used to bounce back now go through the first time.`,
  },
  {
    name: 'Fatima Zahra Benali',
    agency: 'Atlas Conseil Études',
    location: msg`Casablanca, Morocco`,
    quote: msg`Commissions arrive on time and the marketing kits look professional. Families trust us more because we can show them the whole journey.`,
  },
] as const;

export function Testimonials() {
  const { t } = useLingui();
  return (
    <Section
      id="testimonials-heading"
      eyebrow={t`Testimonials`}
      title={t`What our agents say`}
      className="bg-muted/50"
    >
      <ul className="grid gap-6 lg:grid-cols-3">
        {TESTIMONIALS.map((item) => (
          <li key={item.name}>
            <figure className="flex h-full flex-col gap-5 rounded-2xl border bg-card p-6 shadow-sm">
              <div className="flex items-center justify-between">
                <span className="flex" role="img" aria-label={t`Rated 5 out of 5`}>
                  {Array.from({ length: 5 }, (_, index) => (
                    <StarIcon
                      key={index}
                      className="size-4 fill-highlight text-highlight"
                      aria-hidden="true"
                    />
                  ))}
                </span>
                <QuoteIcon className="size-6 text-primary/30" aria-hidden="true" />
              </div>
              <blockquote className="flex-1 text-foreground">
                <p>{t`“${t(item.quote)}”`}</p>
              </blockquote>
              <figcaption className="flex items-center gap-3">
                <InitialsAvatar name={item.name} className="size-10" />
                <div>
                  <p className="font-semibold">
                    <bdi>{item.name}</bdi>
                  </p>
                  <p className="text-sm text-muted-foreground">
                    <bdi>{item.agency}</bdi> · {t(item.location)}
                  </p>
                </div>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}
