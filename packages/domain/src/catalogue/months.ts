/**
 * The twelve months as the catalogue keeps an intake (docs/decisions/070-intake-cells.md). A module of
 * their own: a program card names them without carrying the importer's reading of intake cells
 * (docs/decisions/086-first-page-javascript.md).
 */
export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
export type Month = (typeof MONTHS)[number];
