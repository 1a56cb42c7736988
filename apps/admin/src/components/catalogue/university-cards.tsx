import { formatPlace } from '@uniguide/domain';
import {
  UniversityActions,
  UniversityProgramCount,
  UniversityTerms,
  type UniversityListProps,
} from './university-parts';

/** Phones: the universities table's content as one card per university. */
export function UniversityCards({
  universities,
  overrideCount,
  onEdit,
  onDocuments,
}: UniversityListProps) {
  if (universities.length === 0) {
    return <p className="px-4 py-12 text-center text-muted-foreground">No universities yet</p>;
  }
  return (
    <ul className="divide-y" aria-label="Universities">
      {universities.map((university) => (
        <li key={university.id} className="grid gap-3 p-4">
          <div className="grid min-w-0 gap-0.5">
            <p className="font-medium break-words">{university.name}</p>
            <p className="text-sm break-words text-muted-foreground">
              {formatPlace(university.location, university.emirate) || '-'}
            </p>
          </div>
          <dl className="grid grid-cols-2 gap-2 text-sm">
            <div>
              <dt className="text-xs text-muted-foreground">Programs</dt>
              <dd className="tabular-nums">
                <UniversityProgramCount university={university} />
              </dd>
            </div>
            <div>
              <dt className="text-xs text-muted-foreground">Commission · Payout lag</dt>
              <dd className="tabular-nums">
                <UniversityTerms university={university} overrides={overrideCount(university.id)} />
              </dd>
            </div>
          </dl>
          <div className="flex flex-wrap gap-1">
            <UniversityActions university={university} onEdit={onEdit} onDocuments={onDocuments} />
          </div>
        </li>
      ))}
    </ul>
  );
}
