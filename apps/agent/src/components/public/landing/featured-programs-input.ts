export const FEATURED_COUNT = 3;

/**
 * The program.list input of the landing page's teaser, in a module of its own: the landing route's
 * loader (in the entry) prefetches the same entry without pulling the cards in.
 */
export const FEATURED_PROGRAMS_INPUT = { hasScholarship: true, page: 1, pageSize: FEATURED_COUNT };
