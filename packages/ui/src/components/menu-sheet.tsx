import { useLingui } from '@lingui/react/macro';
import { MenuIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './button';
import { Sheet, SheetContent, SheetHeader, SheetTrigger } from './sheet';

/**
 * A signed-in area's navigation on a narrow screen: the header's "Open menu" button, hidden by
 * `triggerClassName` where the full navigation shows, opens a sheet from the start side with
 * `header` (its SheetTitle and SheetDescription) above `children`.
 */
export function MenuSheet({
  open,
  onOpenChange,
  triggerClassName,
  headerClassName,
  header,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  triggerClassName: string;
  headerClassName?: string;
  header: ReactNode;
  children: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" className={triggerClassName} aria-label={t`Open menu`}>
          <MenuIcon aria-hidden="true" className="size-5" />
        </Button>
      </SheetTrigger>
      <SheetContent side="start" className="gap-0">
        <SheetHeader className={headerClassName}>{header}</SheetHeader>
        {children}
      </SheetContent>
    </Sheet>
  );
}
