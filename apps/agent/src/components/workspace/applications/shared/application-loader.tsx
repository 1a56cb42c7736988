import { useLingui } from '@lingui/react/macro';
import { errorStatus, isClientError } from '@uniguide/client';
import type { ReactNode } from 'react';
import { usePageTitle } from '../../../../lib/use-page-title';
import { PRODUCT_TEXTS } from '../../common/product-texts';
import { ApplicationNotFound } from './application-not-found';
import { AuthRequired } from './auth-required';
import { LoadFailed } from './load-state';
import { FormPageSkeleton } from './page-skeleton';
import { studentName } from './student-name';
import type { ApplicationDetail } from './types';
import { useApplication } from './use-application';

/**
 * The states every single-application page shares: loading, not found (missing, someone else's, or
 * not an id), signed out, a failure a retry may fix, and finally the page itself.
 */
export function ApplicationLoader({
  applicationId,
  pageTitle,
  redirectTo,
  children,
}: {
  applicationId: string;
  /** "Edit Application" → "Edit Application: Amina Yusuf" once loaded. */
  pageTitle: string;
  redirectTo: string;
  children: (application: ApplicationDetail) => ReactNode;
}) {
  const { t } = useLingui();
  const { id, query } = useApplication(applicationId);
  const application = query.data;
  const missing =
    id === undefined ||
    (query.isError && isClientError(query.error) && errorStatus(query.error) !== 401);
  usePageTitle(
    application
      ? t`${pageTitle}: ${studentName(application)}`
      : missing
        ? t(PRODUCT_TEXTS.applicationNotFound)
        : pageTitle,
    t`An application you submitted for a student: its details, documents and status history.`,
  );

  if (missing) return <ApplicationNotFound />;
  if (query.isError && errorStatus(query.error) === 401) {
    return <AuthRequired redirectTo={redirectTo} />;
  }
  if (query.isError) {
    return (
      <LoadFailed
        title={t`Could Not Load the Application`}
        error={query.error}
        fallback={t`There was a problem loading this application. Please try again later.`}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (!application) return <FormPageSkeleton label={t`Loading application…`} />;
  return <>{children(application)}</>;
}
