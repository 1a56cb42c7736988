import { Link } from '@tanstack/react-router';
import { formatLongDate } from '@uniguide/client';
import { statusLabel, type CrossAgencyDuplicate, type DuplicateMatch } from '@uniguide/domain';
import { UsersIcon } from 'lucide-react';

const MATCH_TEXT: Record<DuplicateMatch, string> = {
  'passport-number': 'same passport number',
  'email-and-date-of-birth': 'same e-mail and date of birth',
};

/** "Same passport number", "Same e-mail and date of birth", or both joined. */
function matchedText(matchedOn: readonly DuplicateMatch[]): string {
  const text = matchedOn.map((match) => MATCH_TEXT[match]).join('; ');
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

/**
 * The same person applied for by another agency (docs/product.md §5.2), shown to admins on both
 * applications: which agency registered the student first, and when. Agents never see it.
 */
export function DuplicateNotice({ duplicates }: { duplicates?: readonly CrossAgencyDuplicate[] }) {
  if (!duplicates || duplicates.length === 0) return null;
  return (
    <section
      aria-labelledby="duplicate-notice-title"
      className="grid gap-3 rounded-lg border border-warning/40 bg-warning/10 p-4 text-sm"
    >
      <h2 id="duplicate-notice-title" className="flex items-start gap-2 font-semibold">
        <UsersIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warning" />
        Possible duplicate: another agency applied for the same person
      </h2>
      <p className="text-muted-foreground">
        Matched on the student’s passport number, or on the e-mail and date of birth together.
      </p>
      <ul className="grid gap-2" aria-label="Applications by other agencies">
        {duplicates.map((duplicate) => (
          <li key={duplicate.applicationId} className="grid gap-0.5 break-words">
            <Link
              to="/applications/$applicationId"
              params={{ applicationId: String(duplicate.applicationId) }}
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              Application #{duplicate.applicationId} · {duplicate.programName} ·{' '}
              {statusLabel(duplicate.status)}
            </Link>
            <span className="text-muted-foreground">{matchedText(duplicate.matchedOn)}</span>
            <span>
              {duplicate.agencyName ?? 'Another agency'} registered the student on{' '}
              {formatLongDate(duplicate.studentRegisteredAt)},{' '}
              {duplicate.registeredFirst
                ? `first (this agency on ${formatLongDate(duplicate.thisStudentRegisteredAt)}).`
                : `after this agency (on ${formatLongDate(duplicate.thisStudentRegisteredAt)}).`}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
