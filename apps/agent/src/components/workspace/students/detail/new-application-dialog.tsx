import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { DASHBOARD_QUERY, errorMessage, useTRPC } from '@uniguide/client';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  Skeleton,
} from '@uniguide/ui';
import { PlusIcon } from 'lucide-react';
import { useState } from 'react';
import { DebouncedSearchBox } from '../shared/debounced-search-box';

const RESULTS = 6;

function ProgramResults({ search, studentId }: { search: string; studentId: number }) {
  const trpc = useTRPC();
  const programs = useQuery({
    ...trpc.program.list.queryOptions(
      { page: 1, pageSize: RESULTS, ...(search ? { search } : {}) },
      DASHBOARD_QUERY,
    ),
    placeholderData: keepPreviousData,
  });
  if (programs.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {errorMessage(programs.error, 'The programs could not be loaded. Please try again.')}
      </p>
    );
  }
  if (!programs.data) {
    return (
      <div className="grid gap-2" aria-busy="true">
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-12 w-full" />
      </div>
    );
  }
  if (programs.data.items.length === 0) {
    return <p className="py-4 text-center text-sm text-muted-foreground">No programs match.</p>;
  }
  return (
    <ul className="grid max-h-80 gap-2 overflow-y-auto" aria-label="Programs">
      {programs.data.items.map((program) => (
        <li
          key={program.id}
          className="flex items-center justify-between gap-3 rounded-md border px-3 py-2"
        >
          <div className="min-w-0">
            <p className="text-sm font-medium break-words">{program.name}</p>
            <p className="truncate text-xs text-muted-foreground">
              {[program.university.name, program.degree].filter(Boolean).join(' · ')}
            </p>
          </div>
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
        </li>
      ))}
    </ul>
  );
}

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
          <ProgramResults search={search} studentId={studentId} />
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
