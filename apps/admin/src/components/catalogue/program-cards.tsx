import { Badge } from '@uniguide/ui';
import { ProgramActions, type ProgramListProps } from './program-actions';

/** Phones: the programs table's content as one card per program. */
export function ProgramCards({ programs, onEdit, onDocuments }: ProgramListProps) {
  if (programs.length === 0) {
    return <p className="px-4 py-12 text-center text-muted-foreground">No programs found</p>;
  }
  return (
    <ul className="divide-y" aria-label="Programs">
      {programs.map((program) => (
        <li key={program.id} className="grid gap-3 p-4">
          <div className="flex items-start justify-between gap-3">
            <div className="grid min-w-0 gap-0.5">
              <p className="font-medium break-words">{program.name}</p>
              <p className="text-sm break-words text-muted-foreground">{program.university.name}</p>
            </div>
            {program.hidden ? <Badge variant="warning">Hidden</Badge> : null}
          </div>
          <dl className="grid grid-cols-3 gap-2 text-sm">
            <div className="min-w-0 break-words">
              <dt className="text-xs text-muted-foreground">Degree</dt>
              <dd>{program.degree ?? '-'}</dd>
            </div>
            <div className="min-w-0 break-words">
              <dt className="text-xs text-muted-foreground">Fee</dt>
              <dd>{program.tuition ?? '-'}</dd>
            </div>
            <div>
              <dt className="text-xs text-muted-foreground">Applications</dt>
              <dd className="tabular-nums">{program.applicationCount}</dd>
            </div>
          </dl>
          <div className="flex flex-wrap gap-1">
            <ProgramActions program={program} onEdit={onEdit} onDocuments={onDocuments} />
          </div>
        </li>
      ))}
    </ul>
  );
}
