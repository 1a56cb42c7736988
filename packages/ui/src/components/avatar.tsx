import type * as React from 'react';
import { Avatar as AvatarPrimitive } from 'radix-ui';

import { cn } from '../lib/cn';
import { getInitials } from '../lib/initials';
import { INITIALS_CLASS } from './initials-avatar';

export function Avatar({ className, ...props }: React.ComponentProps<typeof AvatarPrimitive.Root>) {
  return (
    <AvatarPrimitive.Root
      data-slot="avatar"
      className={cn('relative flex size-8 shrink-0 overflow-hidden rounded-full', className)}
      {...props}
    />
  );
}

/** Only shown once the image has loaded; until then (or on error) the fallback is displayed. */
export function AvatarImage({
  className,
  ...props
}: React.ComponentProps<typeof AvatarPrimitive.Image>) {
  return (
    <AvatarPrimitive.Image
      data-slot="avatar-image"
      className={cn('aspect-square size-full object-cover', className)}
      {...props}
    />
  );
}

export type AvatarFallbackProps = React.ComponentProps<typeof AvatarPrimitive.Fallback> & {
  /** Person's name: rendered as initials and used as the accessible name (children win if given). */
  name?: string;
};

export function AvatarFallback({ className, name, children, ...props }: AvatarFallbackProps) {
  // With a name, announce the name rather than letters like "A K"; pass aria-hidden when the name is
  // already written next to the avatar.
  const nameProps = name ? { role: 'img', 'aria-label': name } : {};
  return (
    <AvatarPrimitive.Fallback
      data-slot="avatar-fallback"
      className={cn('size-full', INITIALS_CLASS, className)}
      {...nameProps}
      {...props}
    >
      {children ?? (name ? getInitials(name) : null)}
    </AvatarPrimitive.Fallback>
  );
}
