import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { ColumnTable, StatusBadge, UniversityLogo, type ListColumn } from '@uniguide/ui';
import { DatedValue } from '../shared/dated-value';
import { studentName } from '../shared/student-name';
import type { ApplicationListItem } from '../shared/types';
import { ConversationBadges, DocumentProgress } from './conversation-badges';
import { RowActions } from './row-actions';

// The actions stay in view when a narrow window scrolls the table sideways; the rule between them
// and the rest of the row is on their start side in either direction.
const STICKY_END =
  'sticky end-0 bg-card shadow-[inset_1px_0_0_var(--color-border)] rtl:shadow-[inset_-1px_0_0_var(--color-border)]';

function applicationColumns(notSubmitted: string): ListColumn<ApplicationListItem>[] {
  return [
    {
      header: msg`Program`,
      cellClassName: 'py-3 whitespace-normal',
      phoneLabel: null,
      cell: (item) => (
        <div className="flex max-w-72 min-w-48 items-center gap-3">
          <UniversityLogo name={item.program.universityName} src={item.program.universityLogo} />
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
      ),
    },
    {
      header: msg`Student`,
      phoneLabel: null,
      cell: (item) => {
        const name = studentName(item);
        return (
          <bdi className="block max-w-44 truncate" title={name}>
            {name}
          </bdi>
        );
      },
    },
    {
      header: msg`Status`,
      cellClassName: 'whitespace-normal',
      phoneLabel: null,
      cell: (item) => (
        <div className="grid min-w-max justify-items-start gap-1.5">
          <StatusBadge status={item.status} />
          <ConversationBadges item={item} />
        </div>
      ),
    },
    {
      header: msg`Documents`,
      phoneLabel: null,
      cell: (item) => <DocumentProgress item={item} />,
    },
    {
      header: msg`Submitted`,
      headProps: { className: 'pe-5' },
      cellClassName: 'pe-5',
      phoneLabel: null,
      cell: (item) => <DatedValue value={item.submittedAt} empty={notSubmitted} short />,
    },
    {
      header: msg`Last Updated`,
      headProps: { className: 'pe-5' },
      cellClassName: 'pe-5',
      phoneLabel: null,
      cell: (item) => <DatedValue value={item.updatedAt} short />,
    },
    {
      header: msg`Actions`,
      headerHidden: true,
      headProps: { className: STICKY_END },
      cellClassName: STICKY_END,
      phoneLabel: null,
      cell: (item) => (
        <RowActions id={item.id} studentName={studentName(item)} status={item.status} compact />
      ),
    },
  ];
}

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
    <ColumnTable
      columns={applicationColumns(t`Not submitted`)}
      items={items}
      rowKey={(item) => item.id}
      openRow={(item) => {
        const name = studentName(item);
        return {
          label: t`${name}, ${item.program.name}: open to edit`,
          onOpen: () => openEdit(item.id),
        };
      }}
    />
  );
}
