/**
 * Handlers that start fetching code when a visitor reaches for what needs it — points at or focuses
 * the control — so it has usually arrived by the click (docs/decisions/012-first-page-javascript.md).
 */
export function preloadOnIntent(load: () => Promise<unknown>) {
  return { onPointerEnter: () => void load(), onFocus: () => void load() };
}
