import { useRef, useState } from 'react';
import { preloadOnIntent } from './preload-on-intent';

/**
 * A sheet whose code is fetched only when a visitor reaches for it (docs/decisions/012-first-page-javascript.md):
 * spread `triggerProps` on the button that opens it; `load` runs when the button is pointed at or
 * focused, and the sheet renders once it has first been opened. `trigger` is handed to the sheet, which
 * lives outside the button and gives focus back to it on close.
 */
export function useSheetOnDemand(load: () => Promise<unknown>) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const triggerProps = {
    ref: trigger,
    'aria-haspopup': 'dialog' as const,
    'aria-expanded': open,
    ...preloadOnIntent(load),
    onClick: () => {
      setOpened(true);
      setOpen(true);
    },
  };
  return { open, setOpen, opened, trigger, triggerProps };
}
