import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useDateFormatters } from '@uniguide/client';
import { Badge, Button, cn, TitledDialog } from '@uniguide/ui';
import { GitCompareIcon } from 'lucide-react';
import type { AuditLogItem } from '../../lib/api-types';
import { diffRecords, fieldLabel, formatValue, type DiffEntry, type DiffKind } from './audit-diff';
import { hasChanges, useAuditUserLabel } from './audit-format';
import { useAuditLabels } from './audit-labels';

const KIND: Record<
  Exclude<DiffKind, 'unchanged'>,
  { label: MessageDescriptor; variant: 'info' | 'success' | 'danger' }
> = {
  changed: { label: msg`Changed`, variant: 'info' },
  added: { label: msg`Added`, variant: 'success' },
  removed: { label: msg`Removed`, variant: 'danger' },
};

function Value({ value, tone }: { value: unknown; tone: 'before' | 'after' }) {
  return (
    <pre
      className={cn(
        'max-h-48 overflow-auto rounded-md border px-2.5 py-1.5 font-mono text-xs break-words whitespace-pre-wrap',
        tone === 'before'
          ? 'border-destructive/20 bg-destructive/5'
          : 'border-success/25 bg-success/5',
      )}
    >
      {formatValue(value)}
    </pre>
  );
}

function ChangedField({ entry }: { entry: DiffEntry }) {
  const { t } = useLingui();
  if (entry.kind === 'unchanged') return null;
  const kind = KIND[entry.kind];
  return (
    <li className="grid gap-2 rounded-md border p-3">
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-sm font-medium">{fieldLabel(entry.key)}</span>
        <code className="text-xs text-muted-foreground">{entry.key}</code>
        <Badge variant={kind.variant}>{t(kind.label)}</Badge>
      </div>
      <div className="grid gap-2 sm:grid-cols-2">
        {entry.kind !== 'added' ? (
          <div className="grid gap-1">
            <span className="text-xs text-muted-foreground">
              <Trans>Previous</Trans>
            </span>
            <Value value={entry.before} tone="before" />
          </div>
        ) : null}
        {entry.kind !== 'removed' ? (
          <div className="grid gap-1">
            <span className="text-xs text-muted-foreground">
              <Trans>New</Trans>
            </span>
            <Value value={entry.after} tone="after" />
          </div>
        ) : null}
      </div>
    </li>
  );
}

/**
 * docs/product.md §3 "View Changes" of a row or card of the audit log: nothing for an entry without
 * both its previous and its new data.
 */
export function ViewChangesDialog({ entry }: { entry: AuditLogItem }) {
  if (!hasChanges(entry)) return null;
  return (
    <ChangesDialog
      entry={{ ...entry, previousData: entry.previousData ?? {}, newData: entry.newData ?? {} }}
    />
  );
}

/** The entry's previous and new data as a per-field diff. */
function ChangesDialog({
  entry,
}: {
  entry: AuditLogItem & {
    previousData: Record<string, unknown>;
    newData: Record<string, unknown>;
  };
}) {
  const { t } = useLingui();
  const dates = useDateFormatters();
  const userLabel = useAuditUserLabel();
  const labels = useAuditLabels();
  const diff = diffRecords(entry.previousData, entry.newData);
  const changed = diff.filter((item) => item.kind !== 'unchanged');
  const unchanged = diff.filter((item) => item.kind === 'unchanged');

  return (
    <TitledDialog
      trigger={
        <Button variant="outline" size="sm" aria-label={t`View changes of entry ${entry.id}`}>
          <GitCompareIcon aria-hidden="true" />
          <Trans>View Changes</Trans>
        </Button>
      }
      title={labels.action(entry.action)}
      description={
        <>
          {labels.resourceType(entry.resourceType)}
          {entry.resourceId ? ` #${entry.resourceId}` : ''} · {dates.auditTime(entry.createdAt)} ·{' '}
          <bdi>{userLabel(entry)}</bdi>
        </>
      }
      contentClassName="sm:max-w-2xl"
    >
      {changed.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          <Trans>No differences: the previous and the new data are the same.</Trans>
        </p>
      ) : (
        <ul className="grid gap-3" aria-label={t`Changed fields`}>
          {changed.map((item) => (
            <ChangedField key={item.key} entry={item} />
          ))}
        </ul>
      )}
      {unchanged.length > 0 ? (
        <details className="rounded-md border p-3 text-sm">
          <summary className="cursor-pointer text-muted-foreground">
            {t({
              message: plural(unchanged.length, {
                one: '# unchanged field',
                other: '# unchanged fields',
              }),
            })}
          </summary>
          <dl className="mt-3 grid gap-2 sm:grid-cols-[12rem_1fr]">
            {unchanged.map((item) => (
              <div key={item.key} className="contents">
                <dt className="text-muted-foreground">{fieldLabel(item.key)}</dt>
                <dd className="font-mono text-xs break-words whitespace-pre-wrap">
                  {formatValue(item.after)}
                </dd>
              </div>
            ))}
          </dl>
        </details>
      ) : null}
    </TitledDialog>
  );
}
