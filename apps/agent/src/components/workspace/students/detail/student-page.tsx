import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { errorStatus, isClientError } from '@uniguide/client';
import { Button, usePageLanguage } from '@uniguide/ui';
import { ArrowLeftIcon } from 'lucide-react';
import { usePageTitle } from '../../../../lib/use-page-title';
import { AuthRequired } from '../../applications/shared/auth-required';
import { LoadFailed } from '../../applications/shared/load-state';
import { FormPageSkeleton } from '../../applications/shared/page-skeleton';
import { fullName } from '../shared/full-name';
import type { StudentProfile } from '../shared/types';
import { useStudent } from '../shared/use-student';
import { NewApplicationDialog } from './new-application-dialog';
import { StudentApplicationsCard } from './student-applications-card';
import { StudentChecklistCard } from './student-checklist-card';
import { StudentCounsellorCard } from './student-counsellor-card';
import { StudentDocumentsCard } from './student-documents-card';
import { StudentNotFound } from './student-not-found';
import { StudentProfileCard } from './student-profile-card';
import { StudentQuotesCard } from '../quotes/student-quotes-card';
import { nationalityIn } from '@uniguide/domain';

function StudentView({ student }: { student: StudentProfile }) {
  const language = usePageLanguage();
  const { t } = useLingui();
  const name = fullName(student);
  return (
    <div className="grid gap-6">
      <div>
        <Button asChild variant="ghost" size="sm" className="-ms-2">
          <Link to="/dashboard/students">
            <Trans>
              <ArrowLeftIcon className="rtl:-scale-x-100" aria-hidden="true" />
              Back to Students
            </Trans>
          </Link>
        </Button>
      </div>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid min-w-0 gap-1">
          <h1 className="text-2xl font-semibold tracking-tight break-words sm:text-3xl">{name}</h1>
          <p className="break-words text-muted-foreground">
            <bdi>{student.email}</bdi> · {nationalityIn(student.nationality, language)}
          </p>
        </div>
        <NewApplicationDialog studentId={student.id} studentName={name} />
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="grid content-start gap-6">
          <StudentProfileCard student={student} />
          <StudentDocumentsCard student={student} />
        </div>
        <aside aria-label={t`Applications of the student`} className="grid content-start gap-6">
          <StudentApplicationsCard applications={student.applications} />
          <StudentQuotesCard studentId={student.id} studentName={name} />
          <StudentCounsellorCard student={student} />
        </aside>
      </div>
      <StudentChecklistCard student={student} />
    </div>
  );
}

/**
 * /dashboard/students/{id}: the profile (view and edit), the documents on file and every
 * application. Missing, another agent's or not an id: the not-found page.
 */
export function StudentPage({ studentId }: { studentId: string }) {
  const { t } = useLingui();
  const { id, query } = useStudent(studentId);
  const studentName = query.data ? fullName(query.data) : '';
  const student = query.data;
  const missing =
    id === undefined ||
    (query.isError && isClientError(query.error) && errorStatus(query.error) !== 401);
  usePageTitle(
    student ? t`Student: ${studentName}` : missing ? t`Student Not Found` : t`Student`,
    t`A student you apply for: profile, documents on file and applications.`,
  );

  if (missing) return <StudentNotFound />;
  if (query.isError && errorStatus(query.error) === 401) {
    return <AuthRequired redirectTo={`/dashboard/students/${studentId}`} />;
  }
  if (query.isError) {
    return (
      <LoadFailed
        title={t`Could Not Load the Student`}
        error={query.error}
        fallback={t`There was a problem loading this student. Please try again later.`}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (!student) return <FormPageSkeleton label={t`Loading student…`} />;
  return <StudentView student={student} />;
}
