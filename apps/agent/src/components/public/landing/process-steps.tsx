import { Trans, useLingui } from '@lingui/react/macro';
import { HandCoinsIcon, SendIcon, UserPlusIcon } from 'lucide-react';
import { MARKETING } from '@uniguide/domain';

import { Section } from '../section';
import { useApprovalPromise } from '../use-approval-promise';

const STEPS = [
  {
    icon: UserPlusIcon,
    title: 'Sign up',
    text: 'Create your free agent account in minutes — no monthly fees or subscriptions.',
  },
  {
    icon: SendIcon,
    title: 'Refer students',
    text: `Match students with ${MARKETING.programs} programs, submit their applications and upload documents from one portal.`,
  },
  {
    icon: HandCoinsIcon,
    title: 'Earn Money',
    text: `When your student enrolls, you earn ${MARKETING.processCommission} commission on every successful application.`,
  },
] as const;

export function ProcessSteps() {
  const { t } = useLingui();
  const promise = useApprovalPromise();
  return (
    <Section
      id="process-heading"
      eyebrow="How it works"
      title={t`Three steps to your first commission`}
      subtitle="Sign up, refer students, and get paid when they enroll."
    >
      <ol className="grid gap-6 md:grid-cols-3">
        {STEPS.map((step, index) => (
          <li key={step.title} className="relative rounded-2xl border bg-card p-6 shadow-sm">
            <div className="mb-5 flex items-center gap-4">
              <span className="flex size-12 items-center justify-center rounded-xl bg-primary text-primary-foreground">
                <step.icon className="size-6" aria-hidden="true" />
              </span>
              <span className="text-sm font-semibold text-muted-foreground">
                <Trans>Step {index + 1}</Trans>
              </span>
            </div>
            <h3 className="mb-2 text-xl font-semibold">{step.title}</h3>
            <p className="text-muted-foreground">
              {step.text}
              {index === 0 && promise ? ` ${promise.sentence}` : null}
            </p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
