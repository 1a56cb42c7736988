import { Trans } from '@lingui/react/macro';
import type * as React from 'react';
import { Dialog as SheetPrimitive } from 'radix-ui';
import { cva, type VariantProps } from 'class-variance-authority';
import { XIcon } from 'lucide-react';

import { cn } from '../lib/cn';
import { overlayClassName } from './dialog';

// A Dialog that slides in from an edge: the mobile navigation menu and side panels. Same focus trap,
// Escape and focus-restore behaviour as Dialog, because it is one.

export const Sheet = SheetPrimitive.Root;
export const SheetTrigger = SheetPrimitive.Trigger;
export const SheetClose = SheetPrimitive.Close;
export const SheetPortal = SheetPrimitive.Portal;

export function SheetOverlay({
  className,
  ...props
}: React.ComponentProps<typeof SheetPrimitive.Overlay>) {
  return (
    <SheetPrimitive.Overlay
      data-slot="sheet-overlay"
      className={cn(overlayClassName, className)}
      {...props}
    />
  );
}

export const sheetVariants = cva(
  'fixed z-50 flex flex-col gap-4 overflow-y-auto bg-background shadow-lg',
  {
    variants: {
      side: {
        top: 'inset-x-0 top-0 h-auto max-h-[85dvh] border-b data-[state=open]:animate-slide-in-from-top data-[state=closed]:animate-slide-out-to-top',
        bottom:
          'inset-x-0 bottom-0 h-auto max-h-[85dvh] border-t data-[state=open]:animate-slide-in-from-bottom data-[state=closed]:animate-slide-out-to-bottom',
        // Leaves a strip of the page visible on phones so it is clear the menu is an overlay. `start` is
        // the side the text starts from (left in English, right in Arabic), `end` the other.
        start:
          'inset-y-0 start-0 h-full w-3/4 border-e sm:max-w-sm ltr:data-[state=open]:animate-slide-in-from-left ltr:data-[state=closed]:animate-slide-out-to-left rtl:data-[state=open]:animate-slide-in-from-right rtl:data-[state=closed]:animate-slide-out-to-right',
        end: 'inset-y-0 end-0 h-full w-3/4 border-s sm:max-w-sm ltr:data-[state=open]:animate-slide-in-from-right ltr:data-[state=closed]:animate-slide-out-to-right rtl:data-[state=open]:animate-slide-in-from-left rtl:data-[state=closed]:animate-slide-out-to-left',
      },
    },
    defaultVariants: { side: 'end' },
  },
);

export type SheetContentProps = React.ComponentProps<typeof SheetPrimitive.Content> &
  VariantProps<typeof sheetVariants>;

export function SheetContent({ side, className, children, ...props }: SheetContentProps) {
  return (
    <SheetPortal>
      <SheetOverlay />
      <SheetPrimitive.Content
        data-slot="sheet-content"
        className={cn(sheetVariants({ side }), className)}
        {...props}
      >
        {children}
        <SheetPrimitive.Close
          data-slot="sheet-close"
          className={cn(
            'absolute end-4 top-4 rounded-xs opacity-70 transition-opacity hover:opacity-100',
            'focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background focus-visible:outline-hidden',
            'disabled:pointer-events-none',
          )}
        >
          <XIcon className="size-4" aria-hidden="true" />
          <span className="sr-only">
            <Trans>Close</Trans>
          </span>
        </SheetPrimitive.Close>
      </SheetPrimitive.Content>
    </SheetPortal>
  );
}

export function SheetHeader({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="sheet-header"
      // Right padding keeps a long title clear of the close button.
      className={cn('flex flex-col gap-1.5 p-4 pe-12', className)}
      {...props}
    />
  );
}

export function SheetFooter({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="sheet-footer"
      className={cn('mt-auto flex flex-col gap-2 p-4', className)}
      {...props}
    />
  );
}

export function SheetTitle({
  className,
  ...props
}: React.ComponentProps<typeof SheetPrimitive.Title>) {
  return (
    <SheetPrimitive.Title
      data-slot="sheet-title"
      className={cn('font-semibold text-foreground', className)}
      {...props}
    />
  );
}

export function SheetDescription({
  className,
  ...props
}: React.ComponentProps<typeof SheetPrimitive.Description>) {
  return (
    <SheetPrimitive.Description
      data-slot="sheet-description"
      className={cn('text-sm text-muted-foreground', className)}
      {...props}
    />
  );
}
