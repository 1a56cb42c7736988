/** docs/product.md §3/§9: Recent Activity lists this many applications. */
export const RECENT_ACTIVITY_ITEMS = 5;

/**
 * The newest `limit` items by creation date. The server already answers in this order; sorting
 * again keeps the list right should it ever send more, or in another order.
 */
export function newestByCreation<T extends { id: number; createdAt: string }>(
  items: readonly T[],
  limit = RECENT_ACTIVITY_ITEMS,
): T[] {
  return [...items]
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id)
    .slice(0, limit);
}
