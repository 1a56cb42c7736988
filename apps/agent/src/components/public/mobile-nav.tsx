import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { MenuIcon } from 'lucide-react';
import type { PublicUser } from '@uniguide/domain';
import { Button } from '@uniguide/ui';
import { useSheetOnDemand } from '../../lib/use-sheet-on-demand';

// The sheet (Radix Dialog, focus trap, scroll lock) is not needed to paint a page: it is fetched when
// the menu button is pointed at, focused or pressed, and the button itself renders with the header.
const loadSheet = () => import('./mobile-nav-sheet');
const MobileNavSheet = lazy(() =>
  loadSheet().then((module) => ({ default: module.MobileNavSheet })),
);

export interface MobileNavProps {
  user: PublicUser | null | undefined;
}

/** The header's links and account actions in a sheet, below the md breakpoint. */
export function MobileNav({ user }: MobileNavProps) {
  const { t } = useLingui();
  const { open, setOpen, opened, trigger, triggerProps } = useSheetOnDemand(loadSheet);

  return (
    <>
      <Button
        {...triggerProps}
        variant="ghost"
        size="icon"
        className="md:hidden"
        aria-label={t`Open menu`}
      >
        <MenuIcon className="size-5" aria-hidden="true" />
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <MobileNavSheet user={user} open={open} onOpenChange={setOpen} trigger={trigger} />
        </Suspense>
      ) : null}
    </>
  );
}
