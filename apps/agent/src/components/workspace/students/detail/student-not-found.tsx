import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Button } from '@uniguide/ui';
import { UserXIcon } from 'lucide-react';

/** A missing student, or one of another agent's (the server answers both alike). */
export function StudentNotFound() {
  return (
    <div className="grid justify-items-center gap-4 py-16 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-muted text-muted-foreground">
        <UserXIcon className="size-7" aria-hidden="true" />
      </span>
      <h1 className="text-2xl font-semibold tracking-tight">
        <Trans>Student Not Found</Trans>
      </h1>
      <p className="max-w-md text-muted-foreground">
        <Trans>
          The student you&apos;re looking for may not exist or you don&apos;t have permission to
          access it.
        </Trans>
      </p>
      <Button asChild>
        <Link to="/dashboard/students">
          <Trans>Back to Students</Trans>
        </Link>
      </Button>
    </div>
  );
}
