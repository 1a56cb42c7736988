// Toast behaviour fixed by docs/product.md §10 (display time, swipe, hotkey; one toast at a time).
// Kept in one file so the Toaster, the store and the tests cannot drift apart.

/** Only one toast is shown at a time: a new toast replaces the current one. */
export const TOAST_LIMIT = 1;

/** How long a toast stays on screen before it closes itself, in ms. */
export const TOAST_DURATION = 5000;

/**
 * How long a dismissed toast stays in the store before it is removed, in ms. Radix animates the toast
 * out as soon as it closes; this only bounds how long its data lingers.
 */
export const TOAST_REMOVE_DELAY = 1_000_000;

/** Swiping a toast towards this edge dismisses it. */
export const TOAST_SWIPE_DIRECTION = 'right' as const;

/** Distance in px a swipe must travel before it dismisses the toast. */
export const TOAST_SWIPE_THRESHOLD = 50;

/** Keyboard shortcut that moves focus to the notification region (Radix's default). */
export const TOAST_HOTKEY: readonly string[] = ['F8'];
