import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  safeDownloadName,
  type ApplicationChecklist,
  type ChecklistItem,
  type ChecklistState,
  type DocumentMeta,
  type DocumentType,
} from '@uniguide/domain';
import { cn } from '../lib/cn';
import {
  CHECKLIST_STATE_MESSAGES,
  DOCUMENT_TYPE_MESSAGES,
  REQUIREMENT_STAGE_MESSAGES,
} from '../i18n/document-labels';
import { usePageLanguage } from '../i18n/page-language';
import {
  CircleAlertIcon,
  CircleCheckIcon,
  CircleDashedIcon,
  CircleXIcon,
  ClockIcon,
  FileCheckIcon,
  type LucideIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';

/** What a checklist row shows of a document on file. */
export type ChecklistDocument = Pick<
  DocumentMeta,
  'id' | 'originalFilename' | 'mimeType' | 'documentType' | 'reviewStatus' | 'reviewReason'
>;

const STATE_LOOK: Record<ChecklistState, { icon: LucideIcon; tone: string }> = {
  // A tick only for a verified file; a file waiting for its check gets a clock, nothing a circle.
  missing: { icon: CircleDashedIcon, tone: 'text-muted-foreground' },
  uploaded: { icon: ClockIcon, tone: 'text-info' },
  verified: { icon: CircleCheckIcon, tone: 'text-success' },
  rejected: { icon: CircleXIcon, tone: 'text-destructive' },
  expired: { icon: CircleAlertIcon, tone: 'text-warning' },
};

const REVIEW_LABELS: Record<ChecklistDocument['reviewStatus'], MessageDescriptor> = {
  awaiting: msg`Awaiting check`,
  verified: msg`Verified`,
  rejected: msg`Rejected`,
};

const NONE: ReadonlySet<number> = new Set();

/**
 * "3 of 5 documents" in the page's language: items whose documents are all there, of all required
 * items.
 */
function useDocumentProgressText() {
  const { t } = useLingui();
  return ({ complete, total }: { complete: number; total: number }): string =>
    total === 0
      ? t`No documents required`
      : t({ message: plural(total, { other: `${complete} of # documents` }) });
}

/** "3 of 5 documents" (or "No documents required") in the page's language. */
export function DocumentProgress({ progress }: { progress: { complete: number; total: number } }) {
  return <>{useDocumentProgressText()(progress)}</>;
}

/** A file chosen in a form and not saved yet: it counts in the checklist, marked as not saved. */
export interface PendingChecklistFile {
  key: string;
  name: string;
  documentType: DocumentType;
}

/** Whether the saved and the chosen files together cover the item. */
function coveredWithPending(item: ChecklistItem, pending: number): boolean {
  return (
    pending > 0 &&
    item.state !== 'verified' &&
    item.state !== 'uploaded' &&
    item.usable + pending >= item.required
  );
}

function ChecklistRow({
  item,
  documents,
  pending,
  documentActions,
  reasonShownElsewhere,
}: {
  item: ChecklistItem;
  documents: readonly ChecklistDocument[];
  pending: readonly PendingChecklistFile[];
  documentActions?: (document: ChecklistDocument) => ReactNode;
  reasonShownElsewhere: ReadonlySet<number>;
}) {
  const { t } = useLingui();
  const chosen = pending.filter((file) => file.documentType === item.documentType);
  const typeLabel = t(DOCUMENT_TYPE_MESSAGES[item.documentType]);
  const covered = coveredWithPending(item, chosen.length);
  const look = covered ? { icon: FileCheckIcon, tone: 'text-info' } : STATE_LOOK[item.state];
  const Icon = look.icon;
  const files = item.documentIds
    .map((id) => documents.find((document) => document.id === id))
    .filter((document): document is ChecklistDocument => document !== undefined);
  // The reason shows once: on the rejected file when it is listed here, else on the row.
  const reasonOnFile = files.some(
    (document) => document.reviewStatus === 'rejected' && document.reviewReason?.trim(),
  );
  return (
    <li className="grid gap-2 py-3 first:pt-0 last:pb-0" data-state={item.state}>
      <div className="flex items-start gap-3">
        <Icon aria-hidden="true" className={cn('mt-0.5 size-5 shrink-0', look.tone)} />
        <div className="grid min-w-0 flex-1 gap-0.5">
          <p className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm font-medium">
            <span>
              {item.required > 1 ? t`${typeLabel} (${item.usable} of ${item.required})` : typeLabel}
            </span>
            <span className={cn('text-xs font-medium', look.tone)}>
              {covered ? t`Chosen, not saved yet` : t(CHECKLIST_STATE_MESSAGES[item.state])}
            </span>
          </p>
          <p className="text-xs text-muted-foreground">
            {t(REQUIREMENT_STAGE_MESSAGES[item.stage])}
          </p>
          {item.state === 'rejected' && item.rejectionReason && !reasonOnFile ? (
            <p className="text-sm text-destructive">
              <Trans>Reason: {item.rejectionReason}</Trans>
            </p>
          ) : null}
        </div>
      </div>
      {files.length > 0 ? (
        <ul className="@container ms-8 grid gap-1.5" aria-label={t`${typeLabel} files`}>
          {files.map((document) => (
            <li
              key={document.id}
              className="flex flex-col gap-1.5 rounded-md bg-muted/50 px-3 py-2 text-sm @sm:flex-row @sm:items-center @sm:gap-3"
            >
              <div className="grid min-w-0 flex-1">
                <a
                  href={`/api/documents/${document.id}/download`}
                  download={safeDownloadName(document.originalFilename, document.mimeType)}
                  dir="auto"
                  className="truncate font-medium text-primary underline-offset-4 hover:underline"
                  title={document.originalFilename}
                >
                  {document.originalFilename}
                </a>
                <span
                  className={cn(
                    'text-xs',
                    document.reviewStatus === 'rejected'
                      ? 'text-destructive'
                      : 'text-muted-foreground',
                  )}
                >
                  {t(REVIEW_LABELS[document.reviewStatus])}
                  {document.reviewStatus === 'rejected' &&
                  document.reviewReason &&
                  !reasonShownElsewhere.has(document.id)
                    ? `: ${document.reviewReason}`
                    : ''}
                </span>
              </div>
              {documentActions ? (
                <div className="flex shrink-0 flex-wrap items-center gap-2">
                  {documentActions(document)}
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {chosen.length > 0 ? (
        <ul className="ms-8 grid gap-1.5" aria-label={t`${typeLabel} files chosen`}>
          {chosen.map((file) => (
            <li key={file.key} className="grid rounded-md border border-dashed px-3 py-2 text-sm">
              <span dir="auto" className="truncate font-medium" title={file.name}>
                {file.name}
              </span>
              <span className="text-xs text-muted-foreground">
                <Trans>Chosen, saved with the form</Trans>
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/**
 * The live checklist of docs/decisions/024-application-conversation.md: each required document type
 * with its state (missing, uploaded and awaiting a check, verified, rejected with the reason, expired),
 * the files on file for it, and "n of m documents". `gate` says, before any click, what submitting
 * (agent) or forwarding (admin) still needs.
 */
export function DocumentChecklist({
  checklist,
  documents,
  gate,
  pending = [],
  documentActions,
  reasonShownElsewhere = NONE,
}: {
  checklist: ApplicationChecklist;
  documents: readonly ChecklistDocument[];
  gate?: 'submit' | 'forward';
  /** Files chosen in a form beside it and not saved yet: they count, marked as not saved. */
  pending?: readonly PendingChecklistFile[];
  documentActions?: (document: ChecklistDocument) => ReactNode;
  /**
   * Rejected documents whose reason the page already shows elsewhere (an open request for it): the
   * file says just "Rejected", so a reason shows once on the page.
   */
  reasonShownElsewhere?: ReadonlySet<number>;
}) {
  const { t } = useLingui();
  const language = usePageLanguage();
  const progressText = useDocumentProgressText();
  // The domain's documentTypeList, in the page's language.
  const typeList = (types: readonly DocumentType[]) =>
    types.map((type) => t(DOCUMENT_TYPE_MESSAGES[type])).join(language === 'ar' ? '، ' : ', ');
  const chosenOf = (type: DocumentType) =>
    pending.filter((file) => file.documentType === type).length;
  const missing = (
    gate === 'submit'
      ? checklist.missingToSubmit
      : gate === 'forward'
        ? checklist.missingBeforeForwarding
        : []
  ).filter((type) => {
    const item = checklist.items.find((candidate) => candidate.documentType === type);
    return !item || !coveredWithPending(item, chosenOf(type));
  });
  const complete =
    checklist.complete +
    checklist.items.filter((item) => coveredWithPending(item, chosenOf(item.documentType))).length;
  return (
    <div className="grid gap-4">
      <p className="text-sm font-medium" aria-live="polite">
        {complete > checklist.complete
          ? t`${progressText({ complete, total: checklist.total })} (with the files chosen)`
          : progressText({ complete, total: checklist.total })}
      </p>
      {missing.length > 0 ? (
        <p
          role="note"
          className="flex items-start gap-2 rounded-md border border-warning/30 bg-warning/10 px-3 py-2 text-sm"
        >
          <CircleAlertIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warning" />
          {gate === 'submit'
            ? t`Upload before submitting: ${typeList(missing)}.`
            : t`Not yet on file for the university: ${typeList(missing)}.`}
        </p>
      ) : null}
      {checklist.items.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          <Trans>This program lists no required documents.</Trans>
        </p>
      ) : (
        <ul className="grid divide-y" aria-label={t`Required documents`}>
          {checklist.items.map((item) => (
            <ChecklistRow
              key={item.documentType}
              item={item}
              documents={documents}
              pending={pending}
              documentActions={documentActions}
              reasonShownElsewhere={reasonShownElsewhere}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
