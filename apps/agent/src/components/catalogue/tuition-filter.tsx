import { useState } from 'react';
import { formatAed, TUITION_MAX, TUITION_MIN, TUITION_STEP } from '@uniguide/domain';
import { Slider } from '@uniguide/ui';

export interface TuitionFilterProps {
  idPrefix: string;
  /** The cap in the URL; undefined means the slider rests at the maximum (no filter). */
  value: number | undefined;
  onCommit: (maxTuition: number | undefined) => void;
}

/**
 * The thumb moves freely while dragged and the catalogue refetches once it is let go (or after each
 * arrow-key step), not on every pixel of the drag.
 */
export function TuitionFilter({ idPrefix, value, onCommit }: TuitionFilterProps) {
  const committed = value ?? TUITION_MAX;
  const [draft, setDraft] = useState(committed);
  const [seen, setSeen] = useState(committed);
  if (committed !== seen) {
    setSeen(committed);
    setDraft(committed);
  }

  const labelId = `${idPrefix}-tuition-label`;

  return (
    <div className="grid gap-3">
      <div className="grid gap-1">
        <h3 id={labelId} className="text-sm font-semibold">
          Tuition Fee (AED)
        </h3>
        <output htmlFor={`${idPrefix}-tuition`} className="text-sm text-muted-foreground">
          {draft >= TUITION_MAX
            ? `Any fee, up to ${formatAed(TUITION_MAX)}`
            : `Up to ${formatAed(draft)}`}
        </output>
      </div>
      <Slider
        id={`${idPrefix}-tuition`}
        min={TUITION_MIN}
        max={TUITION_MAX}
        step={TUITION_STEP}
        value={draft}
        aria-labelledby={labelId}
        onValueChange={setDraft}
        onValueCommit={(cap) => onCommit(cap >= TUITION_MAX ? undefined : cap)}
      />
      <div className="flex justify-between text-xs text-muted-foreground" aria-hidden="true">
        <span>{formatAed(TUITION_MIN)}</span>
        <span>{formatAed(TUITION_MAX)}</span>
      </div>
    </div>
  );
}
