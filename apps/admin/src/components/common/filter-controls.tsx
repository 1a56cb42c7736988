import { Trans } from '@lingui/react/macro';
import {
  Button,
  Label,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
  cn,
} from '@uniguide/ui';
import { RotateCcwIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** The select's own value for "no filter"; the caller sees `undefined` instead. */
const ALL = 'all';

export interface FilterOption<V extends string> {
  value: V;
  label: string;
}

/**
 * A labelled select above a list, e.g. Status: All / Submitted / …. With `allLabel` it starts with
 * that choice, which stands for no filter (`undefined`); anything else is one of the options.
 */
export function FilterSelect<V extends string>({
  id,
  label,
  allLabel,
  value,
  options,
  onValueChange,
}: {
  id: string;
  label: string;
  allLabel?: string;
  value: V | undefined;
  options: readonly FilterOption<V>[];
  onValueChange: (value: V | undefined) => void;
}) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Select
        value={value ?? ALL}
        onValueChange={(chosen) =>
          onValueChange(options.find((option) => option.value === chosen)?.value)
        }
      >
        <SelectTrigger id={id}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {allLabel ? <SelectItem value={ALL}>{allLabel}</SelectItem> : null}
          {options.map((option) => (
            <SelectItem key={option.value} value={option.value}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}

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
