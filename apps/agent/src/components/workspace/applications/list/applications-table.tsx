import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import {
  StatusBadge,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  ClickableTableRow,
  TableRow,
  UniversityLogo,
} from '@uniguide/ui';
import { DatedValue } from '../shared/dated-value';
import { studentName } from '../shared/student-name';
import type { ApplicationListItem } from '../shared/types';
import { ConversationBadges, DocumentProgress } from './conversation-badges';
import { RowActions } from './row-actions';

// The actions stay in view when a narrow window scrolls the table sideways; the rule between them
// and the rest of the row is on their start side in either direction.
const STICKY_END =
  'sticky end-0 bg-card shadow-[inset_1px_0_0_var(--color-border)] rtl:shadow-[inset_-1px_0_0_var(--color-border)]';

/**
 * docs/product.md §3: the applications table (wide screens); a row opens the application's edit page.
 * Long program and student names are cut (the whole name in their title) so the status, document
 * count, both dates and the actions keep their own columns at 1280 px.
 */
export function ApplicationsTable({ items }: { items: readonly ApplicationListItem[] }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const openEdit = (id: number) =>
    void navigate({
      to: '/dashboard/applications/$applicationId/edit',
      params: { applicationId: String(id) },
    });

  return (
    <Table>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead>
            <Trans>Program</Trans>
          </TableHead>
          <TableHead>
            <Trans>Student</Trans>
          </TableHead>
          <TableHead>
            <Trans>Status</Trans>
          </TableHead>
          <TableHead>
            <Trans>Documents</Trans>
          </TableHead>
          <TableHead className="pe-5">
            <Trans>Submitted</Trans>
          </TableHead>
          <TableHead className="pe-5">
            <Trans>Last Updated</Trans>
          </TableHead>
          <TableHead className={STICKY_END}>
            <span className="sr-only">
              <Trans>Actions</Trans>
            </span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {items.map((item) => {
          const name = studentName(item);
          return (
            <ClickableTableRow
              key={item.id}
              aria-label={t`${name}, ${item.program.name}: open to edit`}
              onOpen={() => openEdit(item.id)}
            >
              <TableCell className="py-3 whitespace-normal">
                <div className="flex max-w-72 min-w-48 items-center gap-3">
                  <UniversityLogo
                    name={item.program.universityName}
                    src={item.program.universityLogo}
                  />
                  <div className="grid min-w-0">
                    <span
                      dir="auto"
                      className="line-clamp-2 font-medium break-words"
                      title={item.program.name}
                    >
                      {item.program.name}
                    </span>
                    <span
                      dir="auto"
                      className="truncate text-xs text-muted-foreground"
                      title={item.program.universityName}
                    >
                      {item.program.universityName}
                    </span>
                  </div>
                </div>
              </TableCell>
              <TableCell>
                <bdi className="block max-w-44 truncate" title={name}>
                  {name}
                </bdi>
              </TableCell>
              <TableCell className="whitespace-normal">
                <div className="grid min-w-max justify-items-start gap-1.5">
                  <StatusBadge status={item.status} />
                  <ConversationBadges item={item} />
                </div>
              </TableCell>
              <TableCell>
                <DocumentProgress item={item} />
              </TableCell>
              <TableCell className="pe-5">
                <DatedValue value={item.submittedAt} empty={t`Not submitted`} short />
              </TableCell>
              <TableCell className="pe-5">
                <DatedValue value={item.updatedAt} short />
              </TableCell>
              <TableCell className={STICKY_END}>
                <RowActions id={item.id} studentName={name} status={item.status} compact />
              </TableCell>
            </ClickableTableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
