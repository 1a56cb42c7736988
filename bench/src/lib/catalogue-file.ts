import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './paths';

/** The real 913-row catalogue: never copied into the repository, read where shared/ lies. */
export function realCatalogue(): { file: string; buffer: Buffer } | null {
  const folder = process.env.UNIGUIDE_SHARED_DATA ?? join(REPO_ROOT, '..', 'shared', 'data');
  const file = join(folder, 'uae-programs-source.csv');
  return existsSync(file) ? { file, buffer: readFileSync(file) } : null;
}

/** RFC 4180 records of a CSV text: quoted fields may hold commas, quotes ("") and line breaks. */
export function csvRecords(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char !== '"') field += char;
      else if (text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else quoted = false;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      record.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i += 1;
      records.push([...record, field]);
      record = [];
      field = '';
    } else field += char;
  }
  if (field || record.length > 0) records.push([...record, field]);
  return records;
}
