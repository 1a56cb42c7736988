import { useLingui } from '@lingui/react/macro';
import type { DocumentType } from '@uniguide/domain';
import { CircleAlertIcon } from 'lucide-react';
import { documentTypeListIn } from '../upload/file-checks';

/** The to_submit types not covered by the files about to be uploaded. */
export function stillMissing(
  missing: readonly DocumentType[],
  picked: readonly DocumentType[],
): DocumentType[] {
  return missing.filter((type) => !picked.includes(type));
}

/**
 * The submit gate said before the click (docs/decisions/024-application-conversation.md): the
 * documents the server will refuse a submission without. Without them the application stays a draft.
 */
export function SubmitGateNote({ id, missing }: { id: string; missing: readonly DocumentType[] }) {
  const { i18n, t } = useLingui();
  if (missing.length === 0) return null;
  const list = documentTypeListIn(i18n, missing);
  return (
    <p
      id={id}
      role="note"
      className="flex items-start gap-2 rounded-md border border-warning/30 bg-warning/10 px-3 py-2 text-sm"
    >
      <CircleAlertIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warning" />
      <span>
        {missing.length === 1
          ? t`Required to submit: ${list}. Without it the application is saved as a draft.`
          : t`Required to submit: ${list}. Without them the application is saved as a draft.`}
      </span>
    </p>
  );
}
