import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { DEGREE_LEVEL_MESSAGES, knownText, TableCell, TableRow } from '@uniguide/ui';
import { ACTIONS_COLUMN, ListTable } from '../common/list-table';
import { HiddenBadge, ProgramActions, type ProgramListProps } from './program-actions';

/** Wide screens: one row per program with its university, degree, fee, applications and actions. */
export function ProgramsTable({ programs, onEdit, onDocuments }: ProgramListProps) {
  const { i18n, t } = useLingui();
  return (
    <ListTable
      columns={[
        msg`Program`,
        msg`University`,
        msg`Degree`,
        msg`Fee`,
        { label: msg`Applications`, className: 'text-end' },
        ACTIONS_COLUMN,
      ]}
      items={programs}
      emptyText={t`No programs found`}
    >
      {(program) => (
        <TableRow key={program.id}>
          <TableCell className="max-w-64">
            <div dir="auto" className="truncate font-medium" title={program.name}>
              {program.name}
            </div>
            <HiddenBadge program={program} />
          </TableCell>
          <TableCell className="max-w-48 truncate" title={program.university.name} dir="auto">
            {program.university.name}
          </TableCell>
          <TableCell>
            {program.degree ? knownText(i18n, DEGREE_LEVEL_MESSAGES, program.degree) : '-'}
          </TableCell>
          <TableCell className="max-w-40 truncate" dir="auto">
            {program.tuition ?? '-'}
          </TableCell>
          <TableCell className="text-end tabular-nums">{program.applicationCount}</TableCell>
          <TableCell>
            <div className="flex justify-end gap-1">
              <ProgramActions program={program} onEdit={onEdit} onDocuments={onDocuments} />
            </div>
          </TableCell>
        </TableRow>
      )}
    </ListTable>
  );
}
