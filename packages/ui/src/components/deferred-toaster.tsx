import { lazy, Suspense, useState } from 'react';

import { useToast } from './use-toast';

const Toaster = lazy(() => import('./toaster').then((module) => ({ default: module.Toaster })));

/**
 * The app's toaster, loaded with the first toast: Radix Toast is not needed to paint a page, so a visit
 * that never shows a toast never downloads it. Mount exactly once near the root of each app (instead of
 * `<Toaster />`); `toast()` works from the start, and toasts raised before the code arrives show up
 * when it does. Once mounted it stays, so closing toasts still animate out.
 */
export function DeferredToaster() {
  const { toasts } = useToast();
  const [needed, setNeeded] = useState(false);
  if (!needed && toasts.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
