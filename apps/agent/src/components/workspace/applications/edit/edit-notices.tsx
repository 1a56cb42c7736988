import { Trans, useLingui } from '@lingui/react/macro';
import { Button, useStatusLabel } from '@uniguide/ui';
import { CircleAlertIcon, ClockIcon, InfoIcon, LockIcon } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { ApplicationDetail } from '../shared/types';

/**
 * Why some of the form does not accept input (docs/product.md §5.2): agents edit while draft, submitted or
 * incomplete, and add documents until a decision.
 */
export function LockedNotice({ application }: { application: ApplicationDetail }) {
  const { t } = useLingui();
  const statusText = useStatusLabel();
  if (application.canEdit) return null;
  const status = statusText(application.status).toLowerCase();
  return (
    <div className="flex items-start gap-3 rounded-lg border border-warning/30 bg-warning/10 px-4 py-3 text-sm">
      <LockIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warning" />
      <p>
        <Trans>This application is {status}, so its details can no longer be changed.</Trans>{' '}
        {application.canAddDocuments
          ? t`You can still add documents until the university makes a decision.`
          : t`A decision has been made, so documents can no longer be added or removed either.`}
      </p>
    </div>
  );
}

/** Why the agent cannot submit yet (waiting for approval or declined), before any click. */
export function SubmitBlockedNotice({ reason }: { reason: string | null }) {
  if (!reason) return null;
  return (
    <div
      role="note"
      className="flex items-start gap-3 rounded-lg border border-warning/30 bg-warning/10 px-4 py-3 text-sm"
    >
      <ClockIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warning" />
      <p>{reason}</p>
    </div>
  );
}

/** A draft is not with the admissions team yet: say so, since that is why an agent lands here. */
export function DraftNotice({
  application,
  submitBlocked = false,
}: {
  application: ApplicationDetail;
  submitBlocked?: boolean;
}) {
  if (application.status !== 'draft' || submitBlocked) return null;
  return (
    <div className="flex items-start gap-3 rounded-lg border border-info/30 bg-info/10 px-4 py-3 text-sm">
      <InfoIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-info" />
      <p>
        <Trans>
          This application is a draft and has not been sent for review. Add any missing documents,
          then choose Submit Application.
        </Trans>
      </p>
    </div>
  );
}

/** 409: someone saved the application after this form was loaded; the agent's input is kept. */
export function ConflictNotice({
  message,
  reloading,
  onReload,
}: {
  message: string;
  reloading: boolean;
  onReload: () => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  // The agent pressed Update at the bottom of a long form; the way out (Reload) is up here.
  useEffect(() => {
    ref.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [message]);
  return (
    <div
      ref={ref}
      role="alert"
      className="flex flex-col gap-3 rounded-lg border border-destructive/30 bg-destructive/10 px-4 py-3 text-sm text-destructive sm:flex-row sm:items-center"
    >
      <CircleAlertIcon aria-hidden="true" className="size-4 shrink-0" />
      <p className="flex-1">
        <Trans>
          {message} Your changes are still in the form; reloading replaces them with the saved
          version.
        </Trans>
      </p>
      <Button type="button" variant="outline" size="sm" onClick={onReload} disabled={reloading}>
        {reloading ? <Trans>Reloading...</Trans> : <Trans>Reload</Trans>}
      </Button>
    </div>
  );
}
