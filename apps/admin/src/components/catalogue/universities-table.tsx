import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { formatPlace } from '@uniguide/domain';
import { TableCell, TableRow } from '@uniguide/ui';
import { ACTIONS_COLUMN, ListTable } from '../common/list-table';
import {
  UniversityActions,
  UniversityProgramCount,
  UniversityTerms,
  type UniversityListProps,
} from './university-parts';

/** Wide screens: one row per university with its place, program counts, terms and actions. */
export function UniversitiesTable({
  universities,
  overrideCount,
  ...actions
}: UniversityListProps) {
  const { t } = useLingui();
  return (
    <ListTable
      columns={[
        msg`Name`,
        msg`Location`,
        { label: msg`Programs`, className: 'text-end' },
        msg`Commission · Payout lag`,
        ACTIONS_COLUMN,
      ]}
      items={universities}
      emptyText={t`No universities yet`}
    >
      {(university) => (
        <TableRow key={university.id}>
          <TableCell className="max-w-72 truncate font-medium" title={university.name} dir="auto">
            {university.name}
          </TableCell>
          <TableCell>{formatPlace(university.location, university.emirate) || '-'}</TableCell>
          <TableCell className="text-end tabular-nums">
            <UniversityProgramCount university={university} />
          </TableCell>
          <TableCell className="tabular-nums">
            <UniversityTerms university={university} overrides={overrideCount(university.id)} />
          </TableCell>
          <TableCell>
            <div className="flex justify-end gap-1">
              <UniversityActions university={university} {...actions} />
            </div>
          </TableCell>
        </TableRow>
      )}
    </ListTable>
  );
}
