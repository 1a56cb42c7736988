import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { HandCoinsIcon, SendIcon, UserPlusIcon } from 'lucide-react';
import { MARKETING } from '@uniguide/domain';

import { Section } from '../section';
import { useApprovalPromise } from '../use-approval-promise';

const { programs, processCommission } = MARKETING;

const STEPS = [
  {
    key: 'sign-up',
    icon: UserPlusIcon,
    title: msg`Sign up`,
    text: msg`Create your free agent account in minutes — no monthly fees or subscriptions.`,
  },
  {
    key: 'refer',
    icon: SendIcon,
    title: msg`Refer students`,
    text: msg`Match students with ${programs} programs, submit their applications and upload documents from one portal.`,
  },
  {
    key: 'earn',
    icon: HandCoinsIcon,
    title: msg`Earn Money`,
    text: msg`When your student enrolls, you earn ${processCommission} commission on every successful application.`,
  },
] as const;

export function ProcessSteps() {
  const { t } = useLingui();
  const promise = useApprovalPromise();
  return (
    <Section
      id="process-heading"
      eyebrow={t`How it works`}
      title={t`Three steps to your first commission`}
      subtitle={t`Sign up, refer students, and get paid when they enroll.`}
    >
      <ol className="grid gap-6 md:grid-cols-3">
        {STEPS.map((step, index) => (
          <li key={step.key} className="relative rounded-2xl border bg-card p-6 shadow-sm">
            <div className="mb-5 flex items-center gap-4">
              <span className="flex size-12 items-center justify-center rounded-xl bg-primary text-primary-foreground">
                <step.icon className="size-6" aria-hidden="true" />
              </span>
              <span className="text-sm font-semibold text-muted-foreground">
                <Trans>Step {index + 1}</Trans>
              </span>
            </div>
            <h3 className="mb-2 text-xl font-semibold">{t(step.title)}</h3>
            <p className="text-muted-foreground">
              {t(step.text)}
              {index === 0 && promise ? ` ${promise.sentence}` : null}
            </p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
