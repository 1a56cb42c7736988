import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { InfoIcon } from 'lucide-react';

/**
 * After a failed upload the application is a draft already (docs/decisions/038-resumable-uploads.md):
 * the form now only finishes its documents, and the draft's edit page is one click away.
 */
export function SavedDraftNotice({ applicationId }: { applicationId: number }) {
  return (
    <div
      role="note"
      className="flex items-start gap-3 rounded-lg border border-info/30 bg-info/10 px-4 py-3 text-sm"
    >
      <InfoIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-info" />
      <p>
        <Trans>
          The application was saved as a draft with the documents that arrived. Retry the files that
          failed, or remove them, then continue with the button below; or{' '}
          <Link
            to="/dashboard/applications/$applicationId/edit"
            params={{ applicationId: String(applicationId) }}
            className="font-medium underline underline-offset-4"
          >
            open the draft
          </Link>
          .
        </Trans>
      </p>
    </div>
  );
}
