import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Button, PageNotice } from '@uniguide/ui';
import { UserXIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** A missing student, or one of another agent's (the server answers both alike). */
export function StudentNotFound() {
  return (
    <StudentsNotice icon={UserXIcon} title={<Trans>Student Not Found</Trans>}>
      <Trans>
        The student you&apos;re looking for may not exist or you don&apos;t have permission to
        access it.
      </Trans>
    </StudentsNotice>
  );
}

/** A student's page that cannot be shown, with the way back to the students. */
export function StudentsNotice({
  icon,
  title,
  children,
}: {
  icon?: Parameters<typeof PageNotice>[0]['icon'];
  title: ReactNode;
  children: ReactNode;
}) {
  return (
    <PageNotice
      icon={icon}
      title={title}
      action={
        <Button asChild>
          <Link to="/dashboard/students">
            <Trans>Back to Students</Trans>
          </Link>
        </Button>
      }
    >
      {children}
    </PageNotice>
  );
}
