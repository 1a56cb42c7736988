import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { errorMessage, showServerIssues, useTRPC } from '@uniguide/client';
import type { ApplicationFields, DocumentType } from '@uniguide/domain';
import { toast } from '@uniguide/ui';
import { useEffect, useRef, useState } from 'react';
import type { UseFormSetError } from 'react-hook-form';
import { PRODUCT_TEXTS } from '../../common/product-texts';
import { APPLICATION_FORM_FIELDS, type ApplicationFormValues } from '../form/form-values';
import { sentence } from '../shared/sentence';
import { documentTypeListIn, type PendingFile } from '../upload/file-checks';
import { describeFailures, overallPercent } from '../upload/upload-files';
import type { PendingUploads } from '../upload/use-pending-uploads';

export type ApplyPhase =
  | { step: 'idle' }
  | { step: 'creating' }
  | { step: 'uploading'; percent: number }
  | { step: 'submitting' };

/** Why the flow stops at a saved draft: the account may not submit yet, or documents are missing. */
export type DraftReason =
  { kind: 'approval' } | { kind: 'documents'; missing: readonly DocumentType[] };

/**
 * docs/product.md §3: the submit button's text at each step of the flow. Before the click it says
 * what the click does: a draft when the account may not submit or a to-submit document is missing
 * ("Save as draft — Passport missing"), else the submission.
 */
export function applyButtonText(i18n: I18n, phase: ApplyPhase, stop?: DraftReason): string {
  switch (phase.step) {
    case 'idle': {
      if (stop?.kind === 'approval') return i18n._(msg`Save as Draft`);
      if (stop?.kind === 'documents') {
        const missing = documentTypeListIn(i18n, stop.missing);
        return i18n._(msg`Save as draft — ${missing} missing`);
      }
      return i18n._(msg`Submit Application`);
    }
    case 'uploading': {
      const percent = phase.percent;
      return i18n._(msg`Uploading Documents (${percent}%)`);
    }
    default:
      return i18n._(msg`Submitting Application...`);
  }
}

/** "Existing student": the student applied for, and the documents on file to attach. */
export interface ApplyStudent {
  studentId?: number;
  attachDocumentIds?: readonly number[];
}

/** While files are on their way, closing the tab would lose them: the browser asks first. */
function useLeaveWarning(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);
}

/**
 * The apply flow of docs/product.md §7: create the application as a draft (for the chosen student, when
 * one was chosen), attach the chosen documents on file, upload each new file one at a time, then
 * submit it. Files go up resumably through `pending` (docs/decisions/038-resumable-uploads.md): a
 * row per file, with Pause/Resume while it is sending; the button says the size-weighted whole
 * percent. A failed create leaves the form as it was (with the server's field messages at the
 * fields). A failed upload leaves the draft with whatever arrived and the agent on the form, as the
 * edit page does: the failed files stay listed with their reason and Retry, the draft's details
 * can no longer change here (`savedDraftId`), and the button carries on (`carryOn`) from the
 * uploads with the files still listed. A failed attach or submit takes the agent to the draft's edit page.
 */
export function useApplyFlow(
  programId: number,
  setError: UseFormSetError<ApplicationFormValues>,
  pending: PendingUploads,
  /** Why the flow stops at a saved draft (docs/product.md §3), if it does. */
  stop?: DraftReason,
) {
  const { i18n, t } = useLingui();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const create = useMutation(trpc.application.create.mutationOptions());
  const attach = useMutation(trpc.application.attachDocuments.mutationOptions());
  const submit = useMutation(trpc.application.submit.mutationOptions());
  const [step, setPhase] = useState<ApplyPhase['step']>('idle');
  const phase: ApplyPhase =
    step === 'uploading' ? { step, percent: overallPercent(pending.entries) } : { step };
  // A ref as well as state: a double click lands before React re-renders the disabled button.
  const running = useRef(false);
  // The draft a failed upload left, which the next click carries on (state: it locks the form).
  const [savedDraftId, setSavedDraftId] = useState<number | null>(null);
  const withDocuments = useRef(false);
  useLeaveWarning(step === 'uploading');

  const finishOnEditPage = async (applicationId: number) => {
    // Whatever was attached or uploaded is on the student's file and page now.
    void queryClient.invalidateQueries({ queryKey: trpc.student.pathKey() });
    await navigate({
      to: '/dashboard/applications/$applicationId/edit',
      params: { applicationId: String(applicationId) },
    });
  };

  /** The draft and its documents on file; null when the flow stopped there. */
  const createDraft = async (
    values: ApplicationFields,
    student: ApplyStudent,
  ): Promise<number | null> => {
    const attachIds = student.attachDocumentIds ?? [];
    let applicationId: number;
    try {
      const created = await create.mutateAsync({
        ...values,
        programId,
        ...(student.studentId ? { studentId: student.studentId } : {}),
      });
      applicationId = created.id;
    } catch (error) {
      showServerIssues(error, setError, APPLICATION_FORM_FIELDS);
      toast({
        title: t`Error`,
        description: errorMessage(error, t(PRODUCT_TEXTS.applicationCreateFailed)),
        variant: 'destructive',
      });
      running.current = false;
      setPhase('idle');
      return null;
    }
    // The draft exists from here on, whatever happens next: every list showing applications is stale.
    void queryClient.invalidateQueries({ queryKey: trpc.application.pathKey() });
    void queryClient.invalidateQueries({ queryKey: trpc.student.pathKey() });

    // Documents on file first: links only, no bytes. A refusal leaves the draft to finish by hand.
    if (attachIds.length > 0) {
      try {
        await attach.mutateAsync({ applicationId, documentIds: [...attachIds] });
      } catch (error) {
        const reason = sentence(
          errorMessage(error, t`The documents on file could not be attached`),
        );
        toast({
          title: t`Error`,
          description: t`${reason} The application was saved as a draft; add the documents and submit it here.`,
          variant: 'destructive',
        });
        await finishOnEditPage(applicationId);
        return null;
      }
      withDocuments.current = true;
    }
    return applicationId;
  };

  /** The new files, then the submission (or the draft's stop); the flow's second half. */
  const uploadAndSubmit = async (applicationId: number, files: readonly PendingFile[]) => {
    withDocuments.current ||= files.length > 0;
    if (files.length > 0) {
      setPhase('uploading');
      const outcome = await pending.run({ applicationId }, files);
      if (outcome.failed.length > 0) {
        const failures = describeFailures(i18n, outcome.failed);
        toast({
          title: t(PRODUCT_TEXTS.uploadFailed),
          description: t`${failures} The application was saved as a draft with the documents that arrived; retry the rest here.`,
          variant: 'destructive',
        });
        setSavedDraftId(applicationId);
        running.current = false;
        setPhase('idle');
        return;
      }
    }

    if (stop) {
      toast({
        title: t`Draft saved`,
        description:
          stop.kind === 'approval'
            ? t`You can submit the application once your account is approved.`
            : t`Add the ${documentTypeListIn(i18n, stop.missing)} and submit the application here.`,
      });
      await finishOnEditPage(applicationId);
      return;
    }

    setPhase('submitting');
    try {
      await submit.mutateAsync({ id: applicationId });
    } catch (error) {
      const reason = sentence(errorMessage(error, t(PRODUCT_TEXTS.applicationCreateFailed)));
      toast({
        title: t`Error`,
        description: t`${reason} The application was saved as a draft; submit it here.`,
        variant: 'destructive',
      });
      await finishOnEditPage(applicationId);
      return;
    }
    void queryClient.invalidateQueries({ queryKey: trpc.application.pathKey() });
    void queryClient.invalidateQueries({ queryKey: trpc.student.pathKey() });
    toast({
      title: t(PRODUCT_TEXTS.applicationSubmitted.title),
      description: withDocuments.current
        ? t(PRODUCT_TEXTS.applicationSubmitted.withDocuments)
        : t(PRODUCT_TEXTS.applicationSubmitted.description),
    });
    await navigate({ to: '/dashboard/applications' });
  };

  const run = async (
    values: ApplicationFields,
    files: readonly PendingFile[],
    student: ApplyStudent = {},
  ) => {
    if (running.current) return;
    running.current = true;
    setPhase('creating');
    const applicationId = await createDraft(values, student);
    if (applicationId !== null) await uploadAndSubmit(applicationId, files);
  };

  /** After a failed upload: the saved draft's files still listed, then on as `run` would go. */
  const carryOn = async (files: readonly PendingFile[]) => {
    if (running.current || savedDraftId === null) return;
    running.current = true;
    setPhase('creating');
    await uploadAndSubmit(savedDraftId, files);
  };

  return { phase, busy: step !== 'idle', run, carryOn, savedDraftId };
}
