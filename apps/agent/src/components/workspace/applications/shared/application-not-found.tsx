import { Link } from '@tanstack/react-router';
import { MESSAGES } from '@uniguide/domain';
import { Button } from '@uniguide/ui';
import { FileQuestionIcon } from 'lucide-react';

/** docs/product.md §3/§8: a missing application, or one of another agent's (the server answers both alike). */
export function ApplicationNotFound() {
  return (
    <div className="grid justify-items-center gap-4 py-16 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-muted text-muted-foreground">
        <FileQuestionIcon className="size-7" aria-hidden="true" />
      </span>
      <h1 className="text-2xl font-semibold tracking-tight">{MESSAGES.applicationNotFound}</h1>
      <p className="max-w-md text-muted-foreground">
        The application you&apos;re looking for may not exist or you don&apos;t have permission to
        access it.
      </p>
      <Button asChild>
        <Link to="/dashboard/applications">Back to Applications</Link>
      </Button>
    </div>
  );
}
