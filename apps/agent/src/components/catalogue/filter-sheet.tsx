import { Trans } from '@lingui/react/macro';
import type { RefObject } from 'react';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '@uniguide/ui';

import { FilterPanel, type FilterPanelProps } from './filter-panel';

export interface FilterSheetProps extends Omit<FilterPanelProps, 'idPrefix' | 'onApply'> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The Filters button: it lives outside the sheet, so focus is handed back by hand. */
  trigger: RefObject<HTMLButtonElement | null>;
}

/** The filter panel in a sheet below the lg breakpoint; loaded by `ProgramCatalogue` when first opened. */
export function FilterSheet({ open, onOpenChange, trigger, ...panelProps }: FilterSheetProps) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="start"
        className="w-[88%] gap-0 sm:max-w-sm"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          trigger.current?.focus();
        }}
      >
        <SheetHeader className="border-b">
          <SheetTitle>
            <Trans>Filters</Trans>
          </SheetTitle>
          <SheetDescription>
            <Trans>Results update as you choose.</Trans>
          </SheetDescription>
        </SheetHeader>
        <div className="p-4">
          <FilterPanel
            {...panelProps}
            idPrefix="filters-sheet"
            onApply={() => onOpenChange(false)}
          />
        </div>
      </SheetContent>
    </Sheet>
  );
}
