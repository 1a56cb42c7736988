import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { errorMessage, errorStatus, showServerIssues, useTRPC } from '@uniguide/client';
import type { ApplicationStatus } from '@uniguide/domain';
import { toast } from '@uniguide/ui';
import { useRef, useState } from 'react';
import type { UseFormSetError } from 'react-hook-form';
import { PRODUCT_TEXTS } from '../../common/product-texts';
import {
  APPLICATION_FORM_FIELDS,
  type EditFormOutput,
  type EditFormValues,
} from '../form/form-values';
import type { ApplicationDetail } from '../shared/types';
import type { PendingFile } from '../upload/file-checks';
import { describeFailures, overallPercent } from '../upload/upload-files';
import type { PendingUploads } from '../upload/use-pending-uploads';

export type EditPhase =
  | { step: 'idle' }
  | { step: 'saving' }
  | { step: 'uploading'; percent: number }
  | { step: 'submitting' };

/** docs/product.md §3: "Update Application", "Updating..." while in progress, upload progress like apply. */
export function editButtonText(i18n: I18n, phase: EditPhase): string {
  switch (phase.step) {
    case 'idle':
      return i18n._(msg`Update Application`);
    case 'uploading': {
      const percent = phase.percent;
      return i18n._(msg`Uploading Documents (${percent}%)`);
    }
    default:
      return i18n._(msg`Updating...`);
  }
}

function fieldsOf(values: EditFormOutput) {
  const { status: _status, ...fields } = values;
  return fields;
}

export interface EditFlowOptions {
  application: ApplicationDetail;
  setError: UseFormSetError<EditFormValues>;
  /** The updatedAt the form's values were loaded from (or last saved as): the concurrency token. */
  baseUpdatedAt: string;
  onSaved: (application: ApplicationDetail) => void;
  onConflict: (message: string) => void;
  /** The form's files still to upload and their rows. */
  pending: PendingUploads;
}

/**
 * Save, then upload, then submit (docs/product.md §5.2/§7). Files go up resumably through `pending`
 * (docs/decisions/038-resumable-uploads.md); a failed one keeps its row with Retry. A move to "submitted" waits for the uploads, so a
 * broken upload never leaves a submitted application with missing files. A stale form (someone
 * else saved in between) is refused by the server with 409; the agent's input stays in the form.
 */
export function useEditFlow({
  application,
  setError,
  baseUpdatedAt,
  onSaved,
  onConflict,
  pending,
}: EditFlowOptions) {
  const { i18n, t } = useLingui();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const update = useMutation(trpc.application.update.mutationOptions());
  const submit = useMutation(trpc.application.submit.mutationOptions());
  const [step, setPhase] = useState<EditPhase['step']>('idle');
  const phase: EditPhase =
    step === 'uploading' ? { step, percent: overallPercent(pending.entries) } : { step };
  const running = useRef(false);
  const byIdKey = trpc.application.byId.queryKey({ id: application.id });

  const fail = (error: unknown) => {
    toast({
      title: t`Error`,
      description: errorMessage(error, t(PRODUCT_TEXTS.applicationUpdateFailed)),
      variant: 'destructive',
    });
  };

  const run = async (
    values: EditFormOutput,
    files: readonly PendingFile[],
    target: ApplicationStatus,
  ) => {
    if (running.current) return;
    running.current = true;
    const done = () => {
      running.current = false;
      setPhase('idle');
    };
    const current = application.status;
    const submitAfterUploads = target === 'submitted' && current !== 'submitted';

    setPhase('saving');
    let saved: ApplicationDetail;
    try {
      saved = await update.mutateAsync({
        id: application.id,
        expectedUpdatedAt: baseUpdatedAt,
        ...(application.canEdit ? fieldsOf(values) : {}),
        ...(target !== current && !submitAfterUploads ? { status: target } : {}),
      });
    } catch (error) {
      showServerIssues(error, setError, [...APPLICATION_FORM_FIELDS, 'status']);
      if (errorStatus(error) === 409) {
        onConflict(errorMessage(error, t(PRODUCT_TEXTS.applicationUpdateFailed)));
      }
      fail(error);
      done();
      return;
    }
    queryClient.setQueryData(byIdKey, saved);
    onSaved(saved);

    let uploadedCount = 0;
    if (files.length > 0) {
      setPhase('uploading');
      const outcome = await pending.run({ applicationId: application.id }, files);
      uploadedCount = outcome.uploaded.length;
      void queryClient.invalidateQueries({ queryKey: byIdKey });
      if (outcome.failed.length > 0) {
        const failures = describeFailures(i18n, outcome.failed);
        toast({
          title: t(PRODUCT_TEXTS.uploadFailed),
          description: submitAfterUploads
            ? t`${failures} The application was not submitted yet.`
            : failures,
          variant: 'destructive',
        });
        done();
        return;
      }
    }

    if (submitAfterUploads) {
      setPhase('submitting');
      try {
        const submitted = await submit.mutateAsync({ id: application.id });
        queryClient.setQueryData(byIdKey, submitted);
        onSaved(submitted);
      } catch (error) {
        fail(error);
        done();
        return;
      }
    }

    void queryClient.invalidateQueries({ queryKey: trpc.application.pathKey() });
    // Submitted is news of its own: "Application Submitted", as the apply flow says it.
    const text = submitAfterUploads
      ? PRODUCT_TEXTS.applicationSubmitted
      : PRODUCT_TEXTS.applicationUpdated;
    toast({
      title: t(text.title),
      description: t(uploadedCount > 0 ? text.withDocuments : text.description),
    });
    await navigate({ to: '/dashboard/applications' });
  };

  return { phase, busy: step !== 'idle', run };
}
