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

const BENEFITS = [
  {
    icon: LandmarkIcon,
    title: 'UAE University Access',
    text: `Direct access to ${MARKETING.universities} UAE universities and ${MARKETING.programs} programs, from foundation years to doctorates.`,
  },
  {
    icon: HandCoinsIcon,
    title: 'High Commissions',
    text: 'Competitive commissions on every successful application, with clear terms and on-time payouts.',
  },
  {
    icon: HeadsetIcon,
    title: 'Agent Onboarding & Support',
    text: 'A personal onboarding session with a regional expert, plus visa checklists by country for every student you refer.',
  },
  {
    icon: BriefcaseIcon,
    title: 'Portal & CRM',
    text: 'One portal and CRM to track applications, documents and communication from first enquiry to enrolment.',
  },
  {
    icon: MegaphoneIcon,
    title: 'Marketing Support',
    text: 'Ready-to-use marketing kits, program brochures and training to help you recruit with confidence.',
  },
  {
    icon: UsersIcon,
    title: 'Student Support Network',
    text: `Your students join a ${MARKETING.communityStudents} student community in the UAE, with help on arrival, housing and campus life.`,
  },
] as const;

export function Benefits() {
  const { t } = useLingui();
  return (
    <Section
      id="benefits-heading"
      eyebrow="Agent benefits"
      title={t`Everything you need to recruit for the UAE`}
      subtitle="Free to join, with no monthly fees or subscriptions."
      className="bg-muted/50"
    >
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {BENEFITS.map((benefit) => (
          <li key={benefit.title} className="rounded-2xl border bg-card p-6 shadow-sm">
            <span className="mb-4 flex size-11 items-center justify-center rounded-xl bg-accent text-accent-foreground">
              <benefit.icon className="size-5" aria-hidden="true" />
            </span>
            <h3 className="mb-2 text-lg font-semibold">{benefit.title}</h3>
            <p className="text-muted-foreground">{benefit.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
