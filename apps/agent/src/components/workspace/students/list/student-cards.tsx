import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { ChevronRightIcon } from 'lucide-react';
import { StudentDocumentsValue } from '../shared/student-documents-value';
import { fullName } from '../shared/full-name';
import type { StudentListProps } from '../shared/types';
import { StatusBadge, usePageLanguage } from '@uniguide/ui';
import { nationalityIn } from '@uniguide/domain';

/** Phones: the table's columns stacked as one card per student; the card opens the student. */
export function StudentCards({ items, showCounsellor = false }: StudentListProps) {
  const language = usePageLanguage();
  const { t } = useLingui();
  return (
    <ul className="grid gap-3" aria-label={t`Students`}>
      {items.map((item) => {
        const name = fullName(item);
        return (
          <li key={item.id}>
            <Link
              to="/dashboard/students/$studentId"
              params={{ studentId: String(item.id) }}
              className="grid gap-3 rounded-xl border bg-card p-4 shadow-xs outline-none hover:bg-muted/40 focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              <div className="flex items-start gap-3">
                <div className="grid min-w-0 flex-1 gap-0.5">
                  <p className="font-medium break-words">{name}</p>
                  <p dir="auto" className="truncate text-xs text-muted-foreground">
                    {item.email}
                  </p>
                </div>
                <ChevronRightIcon
                  aria-hidden="true"
                  className="mt-0.5 size-4 shrink-0 text-muted-foreground rtl:-scale-x-100"
                />
              </div>
              <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
                {showCounsellor ? (
                  <div className="col-span-2 grid min-w-0 gap-0.5">
                    <dt className="text-xs text-muted-foreground">
                      <Trans>Counsellor</Trans>
                    </dt>
                    <dd className="break-words">{item.counsellor.name}</dd>
                  </div>
                ) : null}
                <div className="grid gap-0.5">
                  <dt className="text-xs text-muted-foreground">
                    <Trans>Nationality</Trans>
                  </dt>
                  <dd>{nationalityIn(item.nationality, language)}</dd>
                </div>
                <div className="grid gap-0.5">
                  <dt className="text-xs text-muted-foreground">
                    <Trans>Applications</Trans>
                  </dt>
                  <dd className="tabular-nums">{item.applicationCount}</dd>
                </div>
                <div className="grid gap-0.5">
                  <dt className="text-xs text-muted-foreground">
                    <Trans>Latest Status</Trans>
                  </dt>
                  <dd>
                    {item.latestStatus ? (
                      <StatusBadge status={item.latestStatus} />
                    ) : (
                      <span className="text-muted-foreground">
                        <Trans>No applications</Trans>
                      </span>
                    )}
                  </dd>
                </div>
                <div className="grid gap-0.5">
                  <dt className="text-xs text-muted-foreground">
                    <Trans>Documents</Trans>
                  </dt>
                  <dd>
                    <StudentDocumentsValue item={item} />
                  </dd>
                </div>
              </dl>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
