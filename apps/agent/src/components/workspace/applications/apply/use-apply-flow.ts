import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { errorMessage, showServerIssues, useResumableUploads, useTRPC } from '@uniguide/client';
import {
  MESSAGES,
  documentTypeList,
  type ApplicationFields,
  type DocumentMeta,
  type DocumentType,
} from '@uniguide/domain';
import { toast } from '@uniguide/ui';
import { useEffect, useRef, useState } from 'react';
import type { UseFormSetError } from 'react-hook-form';
import { APPLICATION_FORM_FIELDS, type ApplicationFormValues } from '../form/form-values';
import { sentence } from '../shared/sentence';
import type { PendingFile } from '../upload/file-checks';
import { describeFailures, overallPercent } from '../upload/upload-files';
import { uploadJobs } from '../upload/upload-target';

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
export function applyButtonText(phase: ApplyPhase, stop?: DraftReason): string {
  switch (phase.step) {
    case 'idle':
      if (stop?.kind === 'approval') return 'Save as Draft';
      if (stop?.kind === 'documents')
        return `Save as draft — ${documentTypeList(stop.missing)} missing`;
      return 'Submit Application';
    case 'uploading':
      return `Uploading Documents (${phase.percent}%)`;
    default:
      return 'Submitting Application...';
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
 * submit it. Files go up resumably (docs/decisions/038-resumable-uploads.md): `uploads` has a row per
 * file, with Pause/Resume while it is sending; the button says the size-weighted whole percent. A failed create leaves the form as it was (with the server's field messages at the
 * fields); a failed upload or submit leaves a draft holding whatever arrived, and the agent finishes
 * it on the draft's edit page.
 */
export function useApplyFlow(
  programId: number,
  setError: UseFormSetError<ApplicationFormValues>,
  /** Why the flow stops at a saved draft (docs/product.md §3), if it does. */
  stop?: DraftReason,
) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const create = useMutation(trpc.application.create.mutationOptions());
  const attach = useMutation(trpc.application.attachDocuments.mutationOptions());
  const submit = useMutation(trpc.application.submit.mutationOptions());
  const uploads = useResumableUploads<DocumentMeta>();
  const [step, setPhase] = useState<ApplyPhase['step']>('idle');
  const phase: ApplyPhase =
    step === 'uploading' ? { step, percent: overallPercent(uploads.entries) } : { step };
  // A ref as well as state: a double click lands before React re-renders the disabled button.
  const running = useRef(false);
  useLeaveWarning(step === 'uploading');

  const finishOnEditPage = async (applicationId: number) => {
    // Whatever was attached or uploaded is on the student's file and page now.
    void queryClient.invalidateQueries({ queryKey: trpc.student.pathKey() });
    await navigate({
      to: '/dashboard/applications/$applicationId/edit',
      params: { applicationId: String(applicationId) },
    });
  };

  const run = async (
    values: ApplicationFields,
    files: readonly PendingFile[],
    student: ApplyStudent = {},
  ) => {
    if (running.current) return;
    running.current = true;
    setPhase('creating');
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
        title: 'Error',
        description: errorMessage(error, MESSAGES.applicationCreateFailed),
        variant: 'destructive',
      });
      running.current = false;
      setPhase('idle');
      return;
    }
    // The draft exists from here on, whatever happens next: every list showing applications is stale.
    void queryClient.invalidateQueries({ queryKey: trpc.application.pathKey() });
    void queryClient.invalidateQueries({ queryKey: trpc.student.pathKey() });

    // Documents on file first: links only, no bytes. A refusal leaves the draft to finish by hand.
    if (attachIds.length > 0) {
      try {
        await attach.mutateAsync({ applicationId, documentIds: [...attachIds] });
      } catch (error) {
        toast({
          title: 'Error',
          description: `${sentence(errorMessage(error, 'The documents on file could not be attached'))} The application was saved as a draft; add the documents and submit it here.`,
          variant: 'destructive',
        });
        await finishOnEditPage(applicationId);
        return;
      }
    }

    if (files.length > 0) {
      setPhase('uploading');
      const outcome = await uploads.run(uploadJobs({ applicationId }, files));
      if (outcome.failed.length > 0) {
        toast({
          title: MESSAGES.uploadFailed,
          description: `${describeFailures(outcome.failed)} The application was saved as a draft with the documents that arrived; add the rest and submit it here.`,
          variant: 'destructive',
        });
        await finishOnEditPage(applicationId);
        return;
      }
    }

    if (stop) {
      toast({
        title: 'Draft saved',
        description:
          stop.kind === 'approval'
            ? 'You can submit the application once your account is approved.'
            : `Add the ${documentTypeList(stop.missing)} and submit the application here.`,
      });
      await finishOnEditPage(applicationId);
      return;
    }

    setPhase('submitting');
    try {
      await submit.mutateAsync({ id: applicationId });
    } catch (error) {
      toast({
        title: 'Error',
        description: `${sentence(errorMessage(error, MESSAGES.applicationCreateFailed))} The application was saved as a draft; submit it here.`,
        variant: 'destructive',
      });
      await finishOnEditPage(applicationId);
      return;
    }
    void queryClient.invalidateQueries({ queryKey: trpc.application.pathKey() });
    void queryClient.invalidateQueries({ queryKey: trpc.student.pathKey() });
    toast({
      title: MESSAGES.applicationSubmitted.title,
      description:
        files.length + attachIds.length > 0
          ? MESSAGES.applicationSubmitted.withDocuments
          : MESSAGES.applicationSubmitted.description,
    });
    await navigate({ to: '/dashboard/applications' });
  };

  return { phase, busy: step !== 'idle', run, uploads };
}
