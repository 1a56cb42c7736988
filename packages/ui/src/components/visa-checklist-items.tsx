import { Trans, useLingui } from '@lingui/react/macro';
import {
  checklistItemText,
  type ApplicationVisaItem,
  type VisaChecklistItem,
} from '@uniguide/domain';
import { CHECKLIST_STATE_MESSAGES, DOCUMENT_TYPE_MESSAGES } from '../i18n/document-labels';

import { Badge } from './badge';

const STATE_TONES = { missing: 'danger', uploaded: 'info', verified: 'success' } as const;

/**
 * A nationality's visa and attestation checklist, one numbered item each (prints as it shows); on
 * an application each item also carries the state of its documents. On an Arabic page an item
 * shows the Arabic name and note the admins wrote, each else its English (marked `lang="en"`).
 */
export function VisaChecklistItems({
  items,
}: {
  items: ReadonlyArray<VisaChecklistItem | ApplicationVisaItem>;
}) {
  const { t, i18n } = useLingui();
  if (items.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        <Trans>This checklist has no items yet.</Trans>
      </p>
    );
  }
  return (
    <ol className="grid gap-3">
      {items.map((item, index) => {
        const text = checklistItemText(item, i18n.locale);
        return (
          <li
            key={`${index}-${item.name}`}
            className="grid gap-1 rounded-md border p-3 sm:grid-cols-[2rem_1fr]"
          >
            <span className="text-sm font-semibold text-muted-foreground" aria-hidden="true">
              {index + 1}.
            </span>
            <div className="grid min-w-0 gap-1">
              <p className="font-medium break-words" dir="auto" lang={text.nameLang}>
                {text.name}
              </p>
              {text.note ? (
                <p
                  className="text-sm break-words text-muted-foreground"
                  dir="auto"
                  lang={text.noteLang}
                >
                  {text.note}
                </p>
              ) : null}
              <div className="flex flex-wrap gap-1.5">
                {'state' in item && item.state ? (
                  <Badge variant={STATE_TONES[item.state]}>
                    {t(CHECKLIST_STATE_MESSAGES[item.state])}
                  </Badge>
                ) : null}
                {item.needsAttestation ? (
                  <Badge variant="warning">
                    <Trans>Needs attestation</Trans>
                  </Badge>
                ) : null}
                {item.under18Only ? (
                  <Badge variant="info">
                    <Trans>Under 18 only</Trans>
                  </Badge>
                ) : null}
                {item.documentType ? (
                  <Badge variant="neutral">
                    <Trans>Upload as: {t(DOCUMENT_TYPE_MESSAGES[item.documentType])}</Trans>
                  </Badge>
                ) : null}
              </div>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
