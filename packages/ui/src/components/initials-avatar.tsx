import { cn } from '../lib/cn';
import { getInitials } from '../lib/initials';

/** The look of a person's initials in a circle, shared with `AvatarFallback`. */
export const INITIALS_CLASS =
  'flex items-center justify-center rounded-full bg-primary/10 text-xs font-medium text-primary select-none';

/**
 * A person without a photo: their initials in a circle (size it with `className`, e.g. `size-10`).
 * Decorative next to a written name (the default); no script beyond React (the landing page uses it),
 * where `Avatar` (Radix) waits for an image that may never load.
 */
export function InitialsAvatar({ name, className }: { name: string; className?: string }) {
  return (
    <span aria-hidden="true" className={cn('size-8 shrink-0', INITIALS_CLASS, className)}>
      {getInitials(name)}
    </span>
  );
}
