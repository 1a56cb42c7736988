import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Button, TitledDialog } from '@uniguide/ui';
import { PlusIcon } from 'lucide-react';
import { ProgramSearch } from '../shared/program-results';

/**
 * "New application for this student": find a program here and open its apply form with the
 * student chosen (/apply/{programId}?studentId=…), the form prefilled from the profile.
 */
export function NewApplicationDialog({
  studentId,
  studentName,
}: {
  studentId: number;
  studentName: string;
}) {
  const { t } = useLingui();
  return (
    <TitledDialog
      trigger={
        <Button className="w-full sm:w-auto">
          <PlusIcon aria-hidden="true" />
          <Trans>New application for this student</Trans>
        </Button>
      }
      title={
        <Trans>
          New Application for <bdi>{studentName}</bdi>
        </Trans>
      }
      description={
        <Trans>
          Choose the program; the application form opens with the student&apos;s details and
          documents on file.
        </Trans>
      }
      contentClassName="sm:max-w-xl"
    >
      <div className="grid gap-4">
        <ProgramSearch
          id="new-application-program-search"
          action={(program) => (
            <Button asChild size="sm" className="shrink-0">
              <Link
                to="/apply/$programId"
                params={{ programId: String(program.id) }}
                search={{ studentId }}
                aria-label={t`Apply to ${program.name}`}
              >
                <Trans>Apply</Trans>
              </Link>
            </Button>
          )}
        />
        <p className="text-xs text-muted-foreground">
          <Trans>
            Or{' '}
            <Link
              to="/dashboard/programs"
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              browse the whole catalogue
            </Link>{' '}
            and choose the student on the application form.
          </Trans>
        </p>
      </div>
    </TitledDialog>
  );
}
