import { useLingui } from '@lingui/react/macro';
import { useDateFormatters } from '@uniguide/client';
import { documentExpiryWarning, type ExpiryWarning } from '@uniguide/domain';
import { cn } from '@uniguide/ui';
import { TriangleAlertIcon } from 'lucide-react';

/** The warning a document's expiry date earns today, against the intake when there is one. */
export function expiryWarningOf(
  document: { expiresOn: string | null },
  today: string,
  intakeStart?: string | null,
): ExpiryWarning | null {
  return documentExpiryWarning({ expiresOn: document.expiresOn, today, intakeStart });
}

/** "Expires on March 3rd, 2027" beside a document's other details, in the page's language. */
export function useExpiryText(): (expiresOn: string) => string {
  const { t } = useLingui();
  const dates = useDateFormatters();
  return (expiresOn) => {
    const date = dates.longDate(expiresOn) || expiresOn;
    return t`Expires on ${date}`;
  };
}

/**
 * Why a passport or English certificate needs attention (domain `documentExpiryWarning`): red once
 * it is expired or will have expired when the intake starts, amber while it expires soon.
 */
export function ExpiryWarningNote({
  warning,
  className,
}: {
  warning: ExpiryWarning;
  className?: string;
}) {
  return (
    <p
      data-warning={warning.kind}
      className={cn(
        'flex items-start gap-1.5 text-xs font-medium',
        warning.kind === 'soon' ? 'text-warning' : 'text-destructive',
        className,
      )}
    >
      <TriangleAlertIcon aria-hidden="true" className="mt-px size-3.5 shrink-0" />
      <span>{warning.message}</span>
    </p>
  );
}
