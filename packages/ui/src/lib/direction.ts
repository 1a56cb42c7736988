/**
 * The class an icon that points along the reading direction takes (a chevron, an arrow): mirrored in a
 * right-to-left page, so "next" still points the way the text goes (docs/decisions/068-right-to-left.md).
 * Icons that mean no direction (play, a check mark, a logo) never take it.
 */
export const FLIP_IN_RTL = 'rtl:-scale-x-100';
