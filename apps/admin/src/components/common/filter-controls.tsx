import { Trans } from '@lingui/react/macro';
import { Button, Label, cn } from '@uniguide/ui';
import { RotateCcwIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** The browser's own select with its label, for a filter that sits beside a list's search. */
export function NativeFilterSelect({
  id,
  label,
  value,
  onValueChange,
  className,
  children,
}: {
  id: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** The label and select together, e.g. their width. */
  className?: string;
  /** The <option>s. */
  children: ReactNode;
}) {
  return (
    <div className={cn('grid gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      <select
        id={id}
        className="h-9 rounded-md border border-input bg-transparent px-3 text-sm shadow-xs outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
      >
        {children}
      </select>
    </div>
  );
}

/** Clears every filter of a list; disabled while none is set. */
export function ResetFiltersButton({
  disabled,
  onReset,
  className,
}: {
  disabled: boolean;
  onReset: () => void;
  className?: string;
}) {
  return (
    <Button variant="outline" className={className} disabled={disabled} onClick={onReset}>
      <RotateCcwIcon aria-hidden="true" />
      <Trans>Reset</Trans>
    </Button>
  );
}
