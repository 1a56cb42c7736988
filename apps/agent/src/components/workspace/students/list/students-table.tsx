import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { ColumnTable, StatusBadge, usePageLanguage, type ListColumn } from '@uniguide/ui';
import type { MouseEvent } from 'react';
import { StudentDocumentsValue } from '../shared/student-documents-value';
import { fullName } from '../shared/full-name';
import type { StudentListItem, StudentListProps } from '../shared/types';
import { nationalityIn, type Language } from '@uniguide/domain';

// The row itself opens the student; a click on the name link must not navigate twice.
const keepToSelf = (event: MouseEvent) => event.stopPropagation();

function studentColumns(
  language: Language,
  showCounsellor: boolean,
): ListColumn<StudentListItem>[] {
  const counsellor: ListColumn<StudentListItem> = {
    header: msg`Counsellor`,
    phoneLabel: null,
    cell: (item) => (
      <span
        dir="auto"
        className="block max-w-32 truncate 2xl:max-w-48"
        title={item.counsellor.name}
      >
        {item.counsellor.name}
      </span>
    ),
  };
  return [
    {
      header: msg`Name`,
      cellClassName: 'py-3 font-medium',
      phoneLabel: null,
      cell: (item) => {
        const name = fullName(item);
        return (
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
        );
      },
    },
    ...(showCounsellor ? [counsellor] : []),
    {
      header: msg`E-mail`,
      phoneLabel: null,
      cell: (item) => (
        <bdi className="block max-w-36 truncate 2xl:max-w-56" title={item.email}>
          {item.email}
        </bdi>
      ),
    },
    {
      header: msg`Nationality`,
      phoneLabel: null,
      cell: (item) => nationalityIn(item.nationality, language),
    },
    {
      header: msg`Applications`,
      headProps: { className: 'text-end' },
      cellClassName: 'text-end tabular-nums',
      phoneLabel: null,
      cell: (item) => item.applicationCount,
    },
    {
      header: msg`Latest Status`,
      phoneLabel: null,
      cell: (item) =>
        item.latestStatus ? (
          <StatusBadge status={item.latestStatus} />
        ) : (
          <span className="text-muted-foreground">
            <Trans>No applications</Trans>
          </span>
        ),
    },
    {
      header: msg`Documents`,
      phoneLabel: null,
      cell: (item) => <StudentDocumentsValue item={item} />,
    },
  ];
}

/**
 * The students table (wide screens); a row opens the student's page. Long names and e-mails are cut
 * with an ellipsis (the whole text in their title), so every column fits a 1280 px screen.
 * `showCounsellor`: an owner's list, naming the member who looks after each student.
 */
export function StudentsTable({ items, showCounsellor = false }: StudentListProps) {
  const language = usePageLanguage();
  const { t } = useLingui();
  const navigate = useNavigate();
  const open = (id: number) =>
    void navigate({ to: '/dashboard/students/$studentId', params: { studentId: String(id) } });

  return (
    <ColumnTable
      columns={studentColumns(language, showCounsellor)}
      items={items}
      rowKey={(item) => item.id}
      openRow={(item) => {
        const name = fullName(item);
        return { label: t`${name}: open the student`, onOpen: () => open(item.id) };
      }}
    />
  );
}
