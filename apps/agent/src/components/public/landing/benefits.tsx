import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import {
  BriefcaseIcon,
  HandCoinsIcon,
  HeadsetIcon,
  LandmarkIcon,
  MegaphoneIcon,
  UsersIcon,
} from 'lucide-react';
import { MARKETING } from '@uniguide/domain';

import { Section } from '../section';

const { universities, programs, communityStudents } = MARKETING;

const BENEFITS = [
  {
    key: 'access',
    icon: LandmarkIcon,
    title: msg`UAE University Access`,
    text: msg`Direct access to ${universities} UAE universities and ${programs} programs, from foundation years to doctorates.`,
  },
  {
    key: 'commissions',
    icon: HandCoinsIcon,
    title: msg`High Commissions`,
    text: msg`Competitive commissions on every successful application, with clear terms and on-time payouts.`,
  },
  {
    key: 'onboarding',
    icon: HeadsetIcon,
    title: msg`Agent Onboarding & Support`,
    text: msg`A personal onboarding session with a regional expert, plus visa checklists by country for every student you refer.`,
  },
  {
    key: 'portal',
    icon: BriefcaseIcon,
    title: msg`Portal & CRM`,
    text: msg`One portal and CRM to track applications, documents and communication from first enquiry to enrolment.`,
  },
  {
    key: 'marketing',
    icon: MegaphoneIcon,
    title: msg`Marketing Support`,
    text: msg`Ready-to-use marketing kits, program brochures and training to help you recruit with confidence.`,
  },
  {
    key: 'network',
    icon: UsersIcon,
    title: msg`Student Support Network`,
    text: msg`Your students join a ${communityStudents} student community in the UAE, with help on arrival, housing and campus life.`,
  },
] as const;

export function Benefits() {
  const { t } = useLingui();
  return (
    <Section
      id="benefits-heading"
      eyebrow={t`Agent benefits`}
      title={t`Everything you need to recruit for the UAE`}
      subtitle={t`Free to join, with no monthly fees or subscriptions.`}
      className="bg-muted/50"
    >
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {BENEFITS.map((benefit) => (
          <li key={benefit.key} className="rounded-2xl border bg-card p-6 shadow-sm">
            <span className="mb-4 flex size-11 items-center justify-center rounded-xl bg-accent text-accent-foreground">
              <benefit.icon className="size-5" aria-hidden="true" />
            </span>
            <h3 className="mb-2 text-lg font-semibold">{t(benefit.title)}</h3>
            <p className="text-muted-foreground">{t(benefit.text)}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
