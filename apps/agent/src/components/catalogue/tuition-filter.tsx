import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { useFormatters } from '@uniguide/client';
import { TUITION_MAX, TUITION_MIN, TUITION_STEP } from '@uniguide/domain';
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
  const format = useFormatters();
  const maxFee = format.aed(TUITION_MAX);
  const draftFee = format.aed(draft);

  return (
    <div className="grid gap-3">
      <div className="grid gap-1">
        <h3 id={labelId} className="text-sm font-semibold">
          <Trans>Tuition Fee (AED)</Trans>
        </h3>
        <output htmlFor={`${idPrefix}-tuition`} className="text-sm text-muted-foreground">
          {draft >= TUITION_MAX ? (
            <Trans>Any fee, up to {maxFee}</Trans>
          ) : (
            <Trans>Up to {draftFee}</Trans>
          )}
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
        <span>{format.aed(TUITION_MIN)}</span>
        <span>{maxFee}</span>
      </div>
    </div>
  );
}
