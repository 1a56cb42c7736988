import { Trans } from '@lingui/react/macro';
import { Checkbox, Label } from '@uniguide/ui';

export interface FilterOption<T> {
  value: T;
  label: string;
  /** Programs behind the option, shown after its label. */
  count?: number;
}

export interface FilterCheckboxGroupProps<T extends string | number> {
  /** Prefix for element ids, unique per panel (the desktop panel and the mobile sheet can coexist). */
  idPrefix: string;
  legend: string;
  options: readonly FilterOption<T>[];
  selected: readonly T[] | undefined;
  onToggle: (value: T, checked: boolean) => void;
  /** Long lists (universities) scroll inside the panel instead of pushing the rest down. */
  scrollable?: boolean;
}

export function FilterCheckboxGroup<T extends string | number>({
  idPrefix,
  legend,
  options,
  selected,
  onToggle,
  scrollable = false,
}: FilterCheckboxGroupProps<T>) {
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-3 text-sm font-semibold">{legend}</legend>
      <div
        className={
          scrollable
            ? 'grid max-h-56 gap-3 overflow-y-auto py-0.5 pe-2 ps-0.5'
            : 'grid gap-3 ps-0.5'
        }
      >
        {options.map((option) => {
          // '+' is spelt out: '4 years' and '4+ years' were one id, so the second label ticked the first.
          const id = `${idPrefix}-${String(option.value)
            .replace(/\+/g, '-plus')
            .replace(/[^A-Za-z0-9]+/g, '-')}`;
          return (
            <div key={String(option.value)} className="flex items-start gap-2.5">
              <Checkbox
                id={id}
                className="mt-0.5"
                checked={selected?.includes(option.value) ?? false}
                onCheckedChange={(checked) => onToggle(option.value, checked)}
              />
              <Label htmlFor={id} className="block text-sm leading-snug font-normal">
                {/* Isolated, so a Latin name in an Arabic list keeps its count beside it, not inside it. */}
                <bdi>{option.label}</bdi>
                {option.count !== undefined ? (
                  <span className="ms-1.5 text-xs text-muted-foreground">
                    <span aria-hidden="true">({option.count})</span>
                    <span className="sr-only">
                      <Trans>, {option.count} programs</Trans>
                    </span>
                  </span>
                ) : null}
              </Label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
