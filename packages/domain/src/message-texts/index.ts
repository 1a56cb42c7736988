/**
 * User-facing texts of docs/product.md §6, one export per text, read as `MESSAGES.name` (messages.ts).
 * They live in one file per area so that a page's bundle carries only its area's texts: the bundler
 * places a whole module in one chunk (docs/decisions/012-first-page-javascript.md).
 */
export * from './session';
export * from './applications';
export * from './catalogue';
export * from './general';
