import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  maskedEmiratesId,
  type EntryPermitAuthority,
  type JourneyActor,
  type JourneyStage,
  type JourneyStageView,
  type JourneyView,
} from '@uniguide/domain';
import { formatDashboardDate } from '@uniguide/domain/format-date';
import {
  CheckCircle2Icon,
  CircleDashedIcon,
  CircleIcon,
  FileTextIcon,
  SkipForwardIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';

import { Badge } from './badge';
import { usePageLanguage } from '../i18n/page-language';

/** The journey's warnings in English; {@link JourneyFlagText} shows one in the page's language. */
export const JOURNEY_FLAG_TEXTS = {
  'entry-permit-expired': 'The entry permit expired before the student arrived',
  'entry-permit-expiring': 'The entry permit expires soon and the student has not arrived',
} as const;

const JOURNEY_FLAG_MESSAGES: Record<keyof typeof JOURNEY_FLAG_TEXTS, MessageDescriptor> = {
  'entry-permit-expired': msg`The entry permit expired before the student arrived`,
  'entry-permit-expiring': msg`The entry permit expires soon and the student has not arrived`,
};

/** The stages as `JOURNEY_STAGE_LABELS` writes them in English, for the page's language. */
export const JOURNEY_STAGE_MESSAGES: Record<JourneyStage, MessageDescriptor> = {
  'offer-accepted': msg`Offer accepted and deposit paid`,
  'visa-file-complete': msg`Visa file complete`,
  'entry-permit-applied': msg`Entry permit applied`,
  'entry-permit-issued': msg`Entry permit issued`,
  arrived: msg`Arrived in the UAE`,
  'medical-done': msg`Medical test done`,
  'biometrics-done': msg`Emirates ID biometrics done`,
  'emirates-id-issued': msg`Emirates ID issued`,
  registered: msg`Registered at the university`,
};

/** Who records a stage, as `JOURNEY_ACTOR_LABELS` writes it in English. */
export const JOURNEY_ACTOR_MESSAGES: Record<JourneyActor, MessageDescriptor> = {
  agent: msg({ message: 'Agent', context: 'journey actor' }),
  admin: msg`Admin team`,
};

/** Where an entry permit is issued, as `ENTRY_PERMIT_AUTHORITY_LABELS` writes it in English. */
export const ENTRY_PERMIT_AUTHORITY_MESSAGES: Record<EntryPermitAuthority, MessageDescriptor> = {
  'gdrfa-dubai': msg`GDRFA (Dubai)`,
  icp: msg`ICP (other emirates)`,
  'free-zone': msg`Free-zone authority`,
};

/** One journey warning, in the page's language. */
export function JourneyFlagText({ flag }: { flag: keyof typeof JOURNEY_FLAG_TEXTS }) {
  const { t } = useLingui();
  return <>{t(JOURNEY_FLAG_MESSAGES[flag])}</>;
}

function StageIcon({ stage }: { stage: JourneyStageView }) {
  const className = 'mt-0.5 size-5 shrink-0';
  if (stage.state === 'done')
    return <CheckCircle2Icon className={`${className} text-success`} aria-hidden="true" />;
  if (stage.state === 'skipped')
    return <SkipForwardIcon className={`${className} text-muted-foreground`} aria-hidden="true" />;
  if (stage.ready)
    return <CircleDashedIcon className={`${className} text-info`} aria-hidden="true" />;
  return <CircleIcon className={`${className} text-muted-foreground/50`} aria-hidden="true" />;
}

/** A stage's state and what was recorded with it, in the page's language. */
function useStageWords() {
  const { t } = useLingui();
  const language = usePageLanguage();
  const date = (value: Parameters<typeof formatDashboardDate>[0]) =>
    formatDashboardDate(value, language);
  const stateText = (stage: JourneyStageView): string => {
    if (stage.state === 'done') return t`Done ${date(stage.doneOn)}`;
    if (stage.state === 'skipped') return t`Skipped`;
    return stage.ready ? t`Next` : t`Waiting`;
  };
  const details = (stage: JourneyStageView): string[] => {
    const lines: string[] = [];
    const { authority, securityCheck, validUntil, emiratesIdLast4, emiratesIdExpiry } =
      stage.details;
    if (authority) {
      const issuer = t(ENTRY_PERMIT_AUTHORITY_MESSAGES[authority]);
      lines.push(t`Issued through ${issuer}`);
    }
    if (securityCheck) lines.push(t`Security check under way`);
    if (validUntil) lines.push(t`Valid until ${date(validUntil)}`);
    if (emiratesIdLast4) lines.push(t`Emirates ID ${maskedEmiratesId(emiratesIdLast4)}`);
    if (emiratesIdExpiry) lines.push(t`Expires ${date(emiratesIdExpiry)}`);
    if (stage.skipReason) lines.push(t`Reason: ${stage.skipReason}`);
    return lines;
  };
  return { date, stateText, details };
}

/**
 * The journey after the offer, one stage a row: its state, who acts, its date or due date and what
 * was recorded with it, with a link to its file; `action` lets each app add its own controls.
 */
export function JourneyStages({
  journey,
  fileHref,
  action,
}: {
  journey: JourneyView;
  /** The download address of a stage's file (the apps know their API paths). */
  fileHref?: (documentId: number) => string;
  action?: (stage: JourneyStageView) => ReactNode;
}) {
  const { t } = useLingui();
  const { date, stateText, details } = useStageWords();
  return (
    <div className="grid gap-3">
      {journey.withdrawnAt ? (
        <p className="rounded-md border border-destructive/25 bg-destructive/10 p-3 text-sm text-destructive">
          <Trans>
            Closed as withdrawn on {date(journey.withdrawnAt)}: {journey.withdrawnReason}
          </Trans>
        </p>
      ) : null}
      {journey.flags.map((flag) => (
        <p
          key={flag}
          role="alert"
          className="rounded-md border border-warning/25 bg-warning/10 p-3 text-sm text-warning"
        >
          <JourneyFlagText flag={flag} />
        </p>
      ))}
      <ol className="grid gap-2" aria-label={t`Journey stages`}>
        {journey.stages.map((stage) => (
          <li
            key={stage.stage}
            className="flex gap-3 rounded-md border p-3"
            aria-current={journey.next === stage.stage ? 'step' : undefined}
          >
            <StageIcon stage={stage} />
            <div className="grid min-w-0 flex-1 gap-1">
              <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <span className="font-medium break-words">
                  {t(JOURNEY_STAGE_MESSAGES[stage.stage])}
                </span>
                <Badge variant="neutral">{t(JOURNEY_ACTOR_MESSAGES[stage.actor])}</Badge>
              </div>
              <p className="text-sm text-muted-foreground">
                {stateText(stage)}
                {stage.state === 'pending' && stage.dueOn
                  ? ' · ' + t`due by ${date(stage.dueOn)}`
                  : ''}
              </p>
              {details(stage).map((line) => (
                <p key={line} className="text-sm break-words">
                  {line}
                </p>
              ))}
              {stage.documentId !== null && fileHref ? (
                <a
                  href={fileHref(stage.documentId)}
                  className="inline-flex w-fit items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
                >
                  <FileTextIcon className="size-4" aria-hidden="true" />
                  <Trans>Download the stage's file</Trans>
                </a>
              ) : null}
              {action?.(stage)}
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}
