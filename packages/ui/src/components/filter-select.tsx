import { cn } from '../lib/cn';
import { Label } from './label';
import { OptionSelect } from './option-select';

/** The select's own value for "no filter"; the caller sees `undefined` instead. */
const ALL = 'all';

export interface FilterOption<V extends string> {
  value: V;
  label: string;
}

/**
 * A labelled select above a list, e.g. Status: All / Submitted / …. With `allLabel` it starts with
 * that choice, which stands for no filter (`undefined`); anything else is one of the options.
 * `inline` puts the label beside the select rather than above it.
 */
export function FilterSelect<V extends string>({
  id,
  label,
  allLabel,
  value,
  options,
  onValueChange,
  inline = false,
  triggerClassName,
}: {
  id: string;
  label: string;
  allLabel?: string;
  value: V | undefined;
  options: readonly FilterOption<V>[];
  onValueChange: (value: V | undefined) => void;
  inline?: boolean;
  triggerClassName?: string;
}) {
  return (
    <div className={inline ? 'flex items-center gap-2' : 'grid gap-1.5'}>
      <Label htmlFor={id} className={cn(inline && 'shrink-0')}>
        {label}
      </Label>
      <OptionSelect<V | typeof ALL>
        id={id}
        className={triggerClassName}
        value={value ?? ALL}
        options={allLabel ? [{ value: ALL, label: allLabel }, ...options] : options}
        onValueChange={(chosen) =>
          onValueChange(options.find((option) => option.value === chosen)?.value)
        }
      />
    </div>
  );
}
