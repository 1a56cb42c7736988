import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useDateFormatters } from '@uniguide/client';
import type { CrossAgencyDuplicate, DuplicateMatch } from '@uniguide/domain';
import { useStatusLabel } from '@uniguide/ui';
import { UsersIcon } from 'lucide-react';

/** "Same passport number.", "Same e-mail and date of birth.", or both joined in the order matched. */
function matchedText(matchedOn: readonly DuplicateMatch[]): MessageDescriptor {
  const [first, second] = matchedOn;
  if (second === undefined) {
    return first === 'passport-number'
      ? msg`Same passport number.`
      : msg`Same e-mail and date of birth.`;
  }
  return first === 'passport-number'
    ? msg`Same passport number; same e-mail and date of birth.`
    : msg`Same e-mail and date of birth; same passport number.`;
}

/**
 * The same person applied for by another agency (docs/product.md §5.2), shown to admins on both
 * applications: which agency registered the student first, and when. Agents never see it.
 */
export function DuplicateNotice({ duplicates }: { duplicates?: readonly CrossAgencyDuplicate[] }) {
  const { t } = useLingui();
  const dates = useDateFormatters();
  const statusText = useStatusLabel();
  if (!duplicates || duplicates.length === 0) return null;
  return (
    <section
      aria-labelledby="duplicate-notice-title"
      className="grid gap-3 rounded-lg border border-warning/40 bg-warning/10 p-4 text-sm"
    >
      <h2 id="duplicate-notice-title" className="flex items-start gap-2 font-semibold">
        <UsersIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warning" />
        <Trans>Possible duplicate: another agency applied for the same person</Trans>
      </h2>
      <p className="text-muted-foreground">
        <Trans>
          Matched on the student’s passport number, or on the e-mail and date of birth together.
        </Trans>
      </p>
      <ul className="grid gap-2" aria-label={t`Applications by other agencies`}>
        {duplicates.map((duplicate) => {
          const agency = duplicate.agencyName ?? t`Another agency`;
          const registered = dates.longDate(duplicate.studentRegisteredAt);
          const thisRegistered = dates.longDate(duplicate.thisStudentRegisteredAt);
          return (
            <li key={duplicate.applicationId} className="grid gap-0.5 break-words">
              <Link
                to="/applications/$applicationId"
                params={{ applicationId: String(duplicate.applicationId) }}
                className="font-medium text-primary underline-offset-4 hover:underline"
              >
                <Trans>Application #{duplicate.applicationId}</Trans> ·{' '}
                <bdi>{duplicate.programName}</bdi> · {statusText(duplicate.status)}
              </Link>
              <span className="text-muted-foreground">{t(matchedText(duplicate.matchedOn))}</span>
              <span>
                {duplicate.registeredFirst ? (
                  <Trans>
                    <bdi>{agency}</bdi> registered the student on {registered}, first (this agency
                    on {thisRegistered}).
                  </Trans>
                ) : (
                  <Trans>
                    <bdi>{agency}</bdi> registered the student on {registered}, after this agency
                    (on {thisRegistered}).
                  </Trans>
                )}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
