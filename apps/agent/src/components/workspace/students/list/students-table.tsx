import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import {
  ClickableTableRow,
  StatusBadge,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  usePageLanguage,
} from '@uniguide/ui';
import type { MouseEvent } from 'react';
import { StudentDocumentsValue } from '../shared/student-documents-value';
import { fullName } from '../shared/full-name';
import type { StudentListItem } from '../shared/types';
import { nationalityIn } from '@uniguide/domain';

// The row itself opens the student; a click on the name link must not navigate twice.
const keepToSelf = (event: MouseEvent) => event.stopPropagation();

/**
 * The students table (wide screens); a row opens the student's page. Long names and e-mails are cut
 * with an ellipsis (the whole text in their title), so every column fits a 1280 px screen.
 * `showCounsellor`: an owner's list, naming the member who looks after each student.
 */
export function StudentsTable({
  items,
  showCounsellor = false,
}: {
  items: readonly StudentListItem[];
  showCounsellor?: boolean;
}) {
  const language = usePageLanguage();
  const { t } = useLingui();
  const navigate = useNavigate();
  const open = (id: number) =>
    void navigate({ to: '/dashboard/students/$studentId', params: { studentId: String(id) } });

  return (
    <Table>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead>
            <Trans>Name</Trans>
          </TableHead>
          {showCounsellor ? (
            <TableHead>
              <Trans>Counsellor</Trans>
            </TableHead>
          ) : null}
          <TableHead>
            <Trans>E-mail</Trans>
          </TableHead>
          <TableHead>
            <Trans>Nationality</Trans>
          </TableHead>
          <TableHead className="text-end">
            <Trans>Applications</Trans>
          </TableHead>
          <TableHead>
            <Trans>Latest Status</Trans>
          </TableHead>
          <TableHead>
            <Trans>Documents</Trans>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {items.map((item) => {
          const name = fullName(item);
          return (
            <ClickableTableRow
              key={item.id}
              aria-label={t`${name}: open the student`}
              onOpen={() => open(item.id)}
            >
              <TableCell className="py-3 font-medium">
                <Link
                  to="/dashboard/students/$studentId"
                  params={{ studentId: String(item.id) }}
                  onClick={keepToSelf}
                  title={name}
                  dir="auto"
                  className="block max-w-44 truncate rounded-sm 2xl:max-w-64 underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
                >
                  {name}
                </Link>
              </TableCell>
              {showCounsellor ? (
                <TableCell>
                  <span
                    dir="auto"
                    className="block max-w-32 truncate 2xl:max-w-48"
                    title={item.counsellor.name}
                  >
                    {item.counsellor.name}
                  </span>
                </TableCell>
              ) : null}
              <TableCell>
                <bdi className="block max-w-36 truncate 2xl:max-w-56" title={item.email}>
                  {item.email}
                </bdi>
              </TableCell>
              <TableCell>{nationalityIn(item.nationality, language)}</TableCell>
              <TableCell className="text-end tabular-nums">{item.applicationCount}</TableCell>
              <TableCell>
                {item.latestStatus ? (
                  <StatusBadge status={item.latestStatus} />
                ) : (
                  <span className="text-muted-foreground">
                    <Trans>No applications</Trans>
                  </span>
                )}
              </TableCell>
              <TableCell>
                <StudentDocumentsValue item={item} />
              </TableCell>
            </ClickableTableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
