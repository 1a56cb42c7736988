import type { DegreeLevel } from '../vocabulary';
import { cleanText } from './text';

/**
 * Degree levels of a source catalogue → the four levels of docs/product.md §5.3.
 *
 * | Source spelling (any case)                                              | Level             |
 * |-------------------------------------------------------------------------|-------------------|
 * | Doctorate, PhD, Doctoral, DBA, DPhil, EdD                               | PhD               |
 * | Diploma, Diploma/Certification, OTHM Diploma, PG Diploma, HND, HNC,     | Diploma           |
 * | Graduate Certificate, Certificate, Foundation, Short Course,            |                   |
 * | Professional Courses                                                    |                   |
 * | Postgraduate (also "Postgraduayte"), Graduate, Master(s), PG            | Master's Degree   |
 * | Undergraduate, Bachelor(s), UG                                          | Bachelor's Degree |
 *
 * "Diploma" is the level of every award below a degree: diplomas, certificates, foundation years and
 * short or professional courses. School-level rows (O and A levels) are not higher education and stay
 * unmapped. The table is tried top to bottom. A Bachelor's or Master's band is narrowed by the
 * program's name when the name gives a PhD or a sub-degree award ("Postgraduate" + "PG Diploma in
 * Teaching" is a Diploma, "Undergraduate" + "Foundation in Engineering" too), but never swapped for the
 * other band, because "MA (Hons)" and "MEng" are undergraduate awards in the UK. A level naming both
 * bands ("Undergraduate/Postgraduate") or none is read from the name alone ("MSc Data Science" →
 * Master's Degree).
 */
const RAW_RULES: ReadonlyArray<readonly [DegreeLevel, RegExp]> = [
  ['PhD', /\b(doctorate|doctoral|phd|dba|dphil|edd)\b/],
  [
    'Diploma',
    /\b(diploma|certificat\w*|certification|foundation|short course\w*|professional course\w*|hnd|hnc|pg ?dip|pg ?cert|othm|btec)\b/,
  ],
  ["Master's Degree", /\b(post ?gradu\w*|graduate|masters?|pg)\b/],
  ["Bachelor's Degree", /\b(under ?gradu\w*|bachelors?|ug)\b/],
];

/** Award words in a program name, in the order they are tried. */
const NAME_RULES: ReadonlyArray<readonly [DegreeLevel, RegExp]> = [
  ['PhD', /\b(phd|doctorate|doctor of (philosophy|business|education)|dba|edd|dphil)\b/],
  [
    "Bachelor's Degree",
    /\b(bachelors?|bsc|ba|bba|beng|bcom|bca|bdes|barch|bfa|llb|mbbs|bds|bpharm)\b/,
  ],
  [
    "Master's Degree",
    /\b(masters?|msc|ma|mba|emba|mres|llm|mphil|mph|med|meng|march|mfa|mcom|ms)\b/,
  ],
  ['Diploma', /\b(diploma|pgdip|pgcert|certificate|foundation|hnd|hnc|level \d)\b/],
];

/** Name text with the dots of abbreviations removed: "B.Eng (Hons)" → "beng (hons)". */
function nameWords(name: string): string {
  return cleanText(name)
    .toLowerCase()
    .replace(/\b([a-z])\.(?=[a-z])/g, '$1')
    .replace(/\./g, ' ');
}

function firstMatch(
  text: string,
  rules: ReadonlyArray<readonly [DegreeLevel, RegExp]>,
): DegreeLevel | null {
  for (const [level, pattern] of rules) if (pattern.test(text)) return level;
  return null;
}

export function degreeFromName(name: string): DegreeLevel | null {
  return firstMatch(nameWords(name), NAME_RULES);
}

export interface DegreeMapping {
  degree: DegreeLevel | null;
  /** How the level was found: from the level column, refined by the name, or from the name alone. */
  source: 'level' | 'name' | 'none';
}

export function mapDegreeLevel(raw: string | null | undefined, programName: string): DegreeMapping {
  const text = cleanText(raw).toLowerCase();
  const fromLevel = firstMatch(text, RAW_RULES);
  // PhD and Diploma levels are specific awards: the level column decides.
  if (fromLevel === 'PhD' || fromLevel === 'Diploma') return { degree: fromLevel, source: 'level' };
  const fromName = degreeFromName(programName);
  const bothBands = RAW_RULES.filter(([, pattern]) => pattern.test(text)).length > 1;
  // A band narrows to a more specific award named by the program ("Postgraduate" + "PG Diploma …");
  // it does not swap bands, because "MA (Hons)" and "MEng" are undergraduate awards in the UK.
  const refines = fromName === 'PhD' || fromName === 'Diploma' || bothBands || !fromLevel;
  if (fromName && refines) return { degree: fromName, source: 'name' };
  if (fromLevel) return { degree: fromLevel, source: 'level' };
  return { degree: null, source: 'none' };
}
