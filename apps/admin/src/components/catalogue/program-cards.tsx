import { useLingui } from '@lingui/react/macro';
import { DEGREE_LEVEL_MESSAGES, knownText } from '@uniguide/ui';
import { CardField, CardList } from '../common/card-list';
import { HiddenBadge, ProgramActions, type ProgramListProps } from './program-actions';

/** Phones: the programs table's content as one card per program. */
export function ProgramCards({ programs, onEdit, onDocuments }: ProgramListProps) {
  const { i18n, t } = useLingui();
  return (
    <CardList label={t`Programs`} items={programs} emptyText={t`No programs found`}>
      {(program) => (
        <li key={program.id} className="grid gap-3 p-4">
          <div className="flex items-start justify-between gap-3">
            <div className="grid min-w-0 gap-0.5">
              <p className="font-medium break-words">{program.name}</p>
              <p className="text-sm break-words text-muted-foreground">{program.university.name}</p>
            </div>
            <HiddenBadge program={program} />
          </div>
          <dl className="grid grid-cols-3 gap-2 text-sm">
            <CardField label={t`Degree`} className="min-w-0 break-words">
              {program.degree ? knownText(i18n, DEGREE_LEVEL_MESSAGES, program.degree) : '-'}
            </CardField>
            <CardField label={t`Fee`} className="min-w-0 break-words">
              {program.tuition ?? '-'}
            </CardField>
            <CardField label={t`Applications`} valueClassName="tabular-nums">
              {program.applicationCount}
            </CardField>
          </dl>
          <div className="flex flex-wrap gap-1">
            <ProgramActions program={program} onEdit={onEdit} onDocuments={onDocuments} />
          </div>
        </li>
      )}
    </CardList>
  );
}
