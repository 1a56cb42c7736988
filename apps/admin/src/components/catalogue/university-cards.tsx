import { useLingui } from '@lingui/react/macro';
import { formatPlace } from '@uniguide/domain';
import { CardField, CardList } from '../common/card-list';
import {
  UniversityActions,
  UniversityProgramCount,
  UniversityTerms,
  type UniversityListProps,
} from './university-parts';

/** Phones: the universities table's content as one card per university. */
export function UniversityCards({ universities, overrideCount, ...actions }: UniversityListProps) {
  const { t } = useLingui();
  return (
    <CardList label={t`Universities`} items={universities} emptyText={t`No universities yet`}>
      {(university) => (
        <li key={university.id} className="grid gap-3 p-4">
          <div className="grid min-w-0 gap-0.5">
            <p className="font-medium break-words">{university.name}</p>
            <p className="text-sm break-words text-muted-foreground">
              {formatPlace(university.location, university.emirate) || '-'}
            </p>
          </div>
          <dl className="grid grid-cols-2 gap-2 text-sm">
            <CardField label={t`Programs`} valueClassName="tabular-nums">
              <UniversityProgramCount university={university} />
            </CardField>
            <CardField label={t`Commission · Payout lag`} valueClassName="tabular-nums">
              <UniversityTerms university={university} overrides={overrideCount(university.id)} />
            </CardField>
          </dl>
          <div className="flex flex-wrap gap-1">
            <UniversityActions university={university} {...actions} />
          </div>
        </li>
      )}
    </CardList>
  );
}
