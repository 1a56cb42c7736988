// Plain numbers, apart from the schemas in pagination.ts: the apps' route search parsers read these before
// any page code loads, and importing them must not load zod.

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
/** REST lists return arrays bounded by limit/offset (docs/product.md §8). */
export const REST_DEFAULT_LIMIT = 100;
export const REST_MAX_LIMIT = 500;
export const MAX_SEARCH_LENGTH = 200;
