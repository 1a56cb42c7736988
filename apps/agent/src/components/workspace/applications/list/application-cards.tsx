import { StatusBadge, UniversityLogo } from '@uniguide/ui';
import { DatedValue } from '../shared/dated-value';
import { studentName } from '../shared/student-name';
import type { ApplicationListItem } from '../shared/types';
import { ConversationBadges, DocumentProgress } from './conversation-badges';
import { RowActions } from './row-actions';

/** Phones: the table's columns stacked as one card per application. */
export function ApplicationCards({ items }: { items: readonly ApplicationListItem[] }) {
  return (
    <ul className="grid gap-3" aria-label="Applications">
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
                <p className="font-medium break-words">{item.program.name}</p>
                <p className="text-xs text-muted-foreground">{item.program.universityName}</p>
              </div>
              <StatusBadge status={item.status} />
            </div>
            <ConversationBadges item={item} />
            <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
              <div className="col-span-2 grid gap-0.5">
                <dt className="text-xs text-muted-foreground">Student</dt>
                <dd className="font-medium">{name}</dd>
              </div>
              <div className="col-span-2 grid gap-0.5">
                <dt className="text-xs text-muted-foreground">Documents</dt>
                <dd>
                  <DocumentProgress item={item} />
                </dd>
              </div>
              <div className="grid gap-0.5">
                <dt className="text-xs text-muted-foreground">Submitted</dt>
                <dd>
                  <DatedValue value={item.submittedAt} empty="Not submitted" />
                </dd>
              </div>
              <div className="grid gap-0.5">
                <dt className="text-xs text-muted-foreground">Last Updated</dt>
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
