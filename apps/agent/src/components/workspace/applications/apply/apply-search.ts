import { parseId } from '../../../catalogue/parse-id';

/** /apply/{id}?studentId=12: the form opens with that existing student chosen. */
export interface ApplySearch {
  studentId?: number;
}

export function parseApplySearch(search: Record<string, unknown>): ApplySearch {
  const raw = search.studentId;
  const id =
    typeof raw === 'number'
      ? parseId(String(raw))
      : typeof raw === 'string'
        ? parseId(raw)
        : undefined;
  return id === undefined ? {} : { studentId: id };
}
