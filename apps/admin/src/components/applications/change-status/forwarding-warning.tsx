import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { forwardingGapLabel, type ForwardingGap } from '@uniguide/domain';
import { Checkbox, Label } from '@uniguide/ui';
import { TriangleAlertIcon } from 'lucide-react';

/**
 * Before the move to submitted-to-university (docs/product.md §5.2): the required documents not
 * verified yet, and the admin's confirmation that the application goes to the university anyway.
 */
export function ForwardingWarning({
  gaps,
  confirmed,
  onConfirmedChange,
}: {
  gaps: readonly ForwardingGap[];
  confirmed: boolean;
  onConfirmedChange: (confirmed: boolean) => void;
}) {
  const { t } = useLingui();
  const count = gaps.length;
  return (
    <div
      role="group"
      aria-labelledby="forwarding-warning-title"
      className="grid gap-3 rounded-md border border-warning/40 bg-warning/10 p-3 text-sm"
    >
      <p id="forwarding-warning-title" className="flex items-start gap-2 font-medium">
        <TriangleAlertIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warning" />
        {t({
          message: plural(count, {
            one: 'This required document is not verified yet:',
            other: 'These # required documents are not verified yet:',
          }),
        })}
      </p>
      <ul className="grid list-disc gap-1 ps-10 break-words" aria-label={t`Documents not verified`}>
        {gaps.map((gap) => (
          <li key={gap.documentType}>{forwardingGapLabel(gap)}</li>
        ))}
      </ul>
      <div className="flex items-start gap-2">
        <Checkbox
          id="change-status-confirm-forwarding"
          checked={confirmed}
          onCheckedChange={(checked) => onConfirmedChange(checked === true)}
          className="mt-0.5"
        />
        <Label htmlFor="change-status-confirm-forwarding" className="leading-snug font-normal">
          <Trans>Forward to the university anyway</Trans>
        </Label>
      </div>
    </div>
  );
}
