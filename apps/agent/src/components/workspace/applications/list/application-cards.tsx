import { Trans, useLingui } from '@lingui/react/macro';
import { StatusBadge, UniversityLogo } from '@uniguide/ui';
import { DatedValue } from '../shared/dated-value';
import { studentName } from '../shared/student-name';
import type { ApplicationListItem } from '../shared/types';
import { ConversationBadges, DocumentProgress } from './conversation-badges';
import { RowActions } from './row-actions';

/** Phones: the table's columns stacked as one card per application. */
export function ApplicationCards({ items }: { items: readonly ApplicationListItem[] }) {
  const { t } = useLingui();
  return (
    <ul className="grid gap-3" aria-label={t`Applications`}>
      {items.map((item) => {
        const name = studentName(item);
        return (
          <li key={item.id} className="grid gap-3 rounded-xl border bg-card p-4 shadow-xs">
            <div className="flex items-start gap-3">
              <UniversityLogo
                name={item.program.universityName}
                src={item.program.universityLogo}
              />
              <div className="grid min-w-0 flex-1 gap-0.5">
                <p className="font-medium break-words">
                  <bdi>{item.program.name}</bdi>
                </p>
                <p className="text-xs text-muted-foreground">
                  <bdi>{item.program.universityName}</bdi>
                </p>
              </div>
              <StatusBadge status={item.status} />
            </div>
            <ConversationBadges item={item} />
            <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
              <div className="col-span-2 grid gap-0.5">
                <dt className="text-xs text-muted-foreground">
                  <Trans>Student</Trans>
                </dt>
                <dd className="font-medium">
                  <bdi>{name}</bdi>
                </dd>
              </div>
              <div className="col-span-2 grid gap-0.5">
                <dt className="text-xs text-muted-foreground">
                  <Trans>Documents</Trans>
                </dt>
                <dd>
                  <DocumentProgress item={item} />
                </dd>
              </div>
              <div className="grid gap-0.5">
                <dt className="text-xs text-muted-foreground">
                  <Trans>Submitted</Trans>
                </dt>
                <dd>
                  <DatedValue value={item.submittedAt} empty={t`Not submitted`} />
                </dd>
              </div>
              <div className="grid gap-0.5">
                <dt className="text-xs text-muted-foreground">
                  <Trans>Last Updated</Trans>
                </dt>
                <dd>
                  <DatedValue value={item.updatedAt} />
                </dd>
              </div>
            </dl>
            <RowActions id={item.id} studentName={name} status={item.status} />
          </li>
        );
      })}
    </ul>
  );
}
