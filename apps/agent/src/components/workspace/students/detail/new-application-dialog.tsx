import { Link } from '@tanstack/react-router';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@uniguide/ui';
import { PlusIcon } from 'lucide-react';
import { useState } from 'react';
import { DebouncedSearchBox } from '../shared/debounced-search-box';
import { ProgramResults } from '../shared/program-results';

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
  const [search, setSearch] = useState('');
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button className="w-full sm:w-auto">
          <PlusIcon aria-hidden="true" />
          New application for this student
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>New Application for {studentName}</DialogTitle>
          <DialogDescription>
            Choose the program; the application form opens with the student&apos;s details and
            documents on file.
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-4">
          <DebouncedSearchBox
            id="new-application-program-search"
            label="Search programs or universities"
            placeholder="Search programs or universities"
            value={search}
            onSearch={setSearch}
          />
          <ProgramResults
            search={search}
            action={(program) => (
              <Button asChild size="sm" className="shrink-0">
                <Link
                  to="/apply/$programId"
                  params={{ programId: String(program.id) }}
                  search={{ studentId }}
                  aria-label={`Apply to ${program.name}`}
                >
                  Apply
                </Link>
              </Button>
            )}
          />
          <p className="text-xs text-muted-foreground">
            Or{' '}
            <Link
              to="/dashboard/programs"
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              browse the whole catalogue
            </Link>{' '}
            and choose the student on the application form.
          </p>
        </div>
      </DialogContent>
    </Dialog>
  );
}
