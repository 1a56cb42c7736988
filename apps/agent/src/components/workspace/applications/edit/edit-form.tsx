import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { errorMessage, useSubmitBlock, useTRPC } from '@uniguide/client';
import { formatIntakesIn, intakeStartDate, type ApplicationStatus } from '@uniguide/domain';
import {
  Button,
  cn,
  FormField,
  Textarea,
  toast,
  UPLOAD_HINT_MESSAGE,
  UploadProgressList,
  usePageLanguage,
  useStatusLabel,
} from '@uniguide/ui';
import { SendIcon } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { intakeChoices } from '../apply/intake-choices';
import { EducationFields } from '../form/education-fields';
import { FilePicker } from '../form/file-picker';
import { FormSection } from '../form/form-section';
import {
  editResolver,
  editValuesOf,
  type EditFormOutput,
  type EditFormValues,
} from '../form/form-values';
import { SelectField } from '../form/select-field';
import { StudentFields } from '../form/student-fields';
import { DocumentsList } from '../shared/documents-list';
import type { ApplicationDetail } from '../shared/types';
import { documentTypeListIn, type PendingFile } from '../upload/file-checks';
import { ReplaceDocumentButton, useChecklist } from '../view/application-documents-card';
import { SubmitGateNote, stillMissing } from '../view/submit-gate-note';
import { DeleteDocumentButton } from './delete-document-button';
import { ConflictNotice, DraftNotice, LockedNotice, SubmitBlockedNotice } from './edit-notices';
import { usePendingUploads } from '../upload/use-pending-uploads';
import { editButtonText, useEditFlow } from './use-edit-flow';

/** The statuses the agent may pick, the current one always among them (docs/product.md §5.2). */
function statusOptions(application: ApplicationDetail, statusText: (status: string) => string) {
  const statuses = application.allowedStatuses.includes(application.status)
    ? application.allowedStatuses
    : [application.status, ...application.allowedStatuses];
  return statuses.map((status) => ({ value: status, label: statusText(status) }));
}

/**
 * docs/product.md §3 "Edit application": the apply form's fields plus notes and documents. Submitting
 * is the primary action while it is ahead (a draft, or an application sent back), and says before
 * the click when a to-submit document is missing; the status select remains only for a withdrawal.
 */
export function EditForm({
  application,
  onPendingFilesChange,
}: {
  application: ApplicationDetail;
  /** The files chosen and not saved yet, for the checklist beside the form. */
  onPendingFilesChange?: (files: readonly PendingFile[]) => void;
}) {
  const { i18n, t } = useLingui();
  const language = usePageLanguage();
  const statusText = useStatusLabel();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const form = useForm<EditFormValues, unknown, EditFormOutput>({
    resolver: editResolver(application.canEdit),
    defaultValues: editValuesOf(application),
  });
  const [baseUpdatedAt, setBaseUpdatedAt] = useState(application.updatedAt);
  const pending = usePendingUploads({
    // A file that arrives on Retry shows on the application.
    onArrived: () =>
      void queryClient.invalidateQueries({
        queryKey: trpc.application.byId.queryKey({ id: application.id }),
      }),
    onFilesChange: onPendingFilesChange,
  });
  const { files } = pending;
  const [conflict, setConflict] = useState<string | null>(null);
  const [reloading, setReloading] = useState(false);
  const flow = useEditFlow({
    application,
    setError: form.setError,
    baseUpdatedAt,
    onSaved: (saved) => {
      setBaseUpdatedAt(saved.updatedAt);
      setConflict(null);
    },
    onConflict: setConflict,
    pending,
  });
  const { errors } = form.formState;
  const locked = !application.canEdit;
  const submitBlock = useSubmitBlock();
  const couldSubmit =
    application.status !== 'submitted' && application.allowedStatuses.includes('submitted');
  const canSubmit = couldSubmit && !submitBlock;
  const nothingToSave = locked && !application.canAddDocuments;
  const checklist = useChecklist(application.id);
  // Said before the click: what the server's submit gate would refuse, less the files picked here.
  const gateMissing = canSubmit
    ? stillMissing(
        checklist.data?.missingToSubmit ?? [],
        files.map((item) => item.documentType),
      )
    : [];

  const save = (target?: ApplicationStatus) =>
    form.handleSubmit((values) => flow.run(values, files, target ?? values.status));
  // A draft (or an application sent back) is there to be submitted: that is the primary action,
  // unless a to-submit document is still missing, when the click saves and the button says why.
  const submitFirst = canSubmit && gateMissing.length === 0;
  const missing = documentTypeListIn(i18n, gateMissing);
  const primaryText =
    flow.phase.step !== 'idle'
      ? editButtonText(i18n, flow.phase)
      : submitFirst
        ? t`Submit Application`
        : canSubmit
          ? application.status === 'draft'
            ? t`Save as draft — ${missing} missing`
            : t`Save — ${missing} missing`
          : t`Update Application`;

  const reload = async () => {
    setReloading(true);
    try {
      const fresh = await queryClient.fetchQuery({
        ...trpc.application.byId.queryOptions({ id: application.id }),
        staleTime: 0,
      });
      form.reset(editValuesOf(fresh));
      setBaseUpdatedAt(fresh.updatedAt);
      setConflict(null);
    } catch (error) {
      toast({
        title: t`Error`,
        description: errorMessage(
          error,
          t`The application could not be reloaded. Please try again.`,
        ),
        variant: 'destructive',
      });
    } finally {
      setReloading(false);
    }
  };

  const statuses = statusOptions(application, statusText).filter(
    (option) => !submitBlock || option.value !== 'submitted' || application.status === 'submitted',
  );
  // Submitting has its own button; the select stays only where it offers a withdrawal (to draft).
  const showStatus = statuses.some(
    (option) => option.value === 'draft' && application.status !== 'draft',
  );
  const intakes = intakeChoices(application.program.intakes);
  const intakeOptions = (
    intakes.includes(application.intakeDate) ? intakes : [application.intakeDate, ...intakes]
  ).map((value) => ({ value, label: formatIntakesIn(value, language) }));

  return (
    <form
      onSubmit={save()}
      noValidate
      aria-label={t`Edit application`}
      // Beside a taller sidebar, the sections keep their own height (the spare room stays below).
      className="grid content-start gap-6"
    >
      {conflict ? (
        <ConflictNotice message={conflict} reloading={reloading} onReload={() => void reload()} />
      ) : null}
      <LockedNotice application={application} />
      <SubmitBlockedNotice reason={couldSubmit ? submitBlock : null} />
      <DraftNotice application={application} submitBlocked={Boolean(submitBlock)} />

      <FormSection id="edit-student-section" title={t`Student Information`}>
        <StudentFields form={form} idPrefix="edit" locked={locked} />
      </FormSection>

      <FormSection id="edit-education-section" title={t`Educational Background`}>
        <EducationFields form={form} idPrefix="edit" locked={locked} />
      </FormSection>

      <FormSection id="edit-application-section" title={t`Application Details`}>
        <div className={cn('grid items-start gap-5', showStatus && 'sm:grid-cols-2')}>
          <SelectField
            control={form.control}
            name="intakeDate"
            id="edit-intake"
            label={t`Intake`}
            options={intakeOptions}
            required
            disabled={locked}
          />
          {showStatus ? (
            <SelectField
              control={form.control}
              name="status"
              id="edit-status"
              label={t`Application Status`}
              options={statuses}
              description={t`Choose Draft to withdraw the application before its review.`}
            />
          ) : null}
        </div>
        <FormField id="edit-notes" label={t`Notes`} error={errors.notes?.message}>
          <Textarea rows={4} disabled={locked} {...form.register('notes')} />
        </FormField>
      </FormSection>

      <FormSection id="edit-documents-section" title={t`Documents`}>
        <div className="grid gap-2">
          <h3 className="text-sm font-medium">
            <Trans>Current Documents</Trans>
          </h3>
          <DocumentsList
            documents={application.documents}
            intakeStart={intakeStartDate(application.intakeDate, new Date())}
            actions={
              application.canAddDocuments
                ? (document) => (
                    <>
                      {document.reviewStatus === 'rejected' ? (
                        <ReplaceDocumentButton
                          applicationId={application.id}
                          document={document}
                          disabled={flow.busy}
                        />
                      ) : null}
                      <DeleteDocumentButton
                        applicationId={application.id}
                        document={document}
                        disabled={flow.busy}
                      />
                    </>
                  )
                : undefined
            }
          />
        </div>
        {application.canAddDocuments ? (
          <FilePicker
            label={t`Add Documents`}
            description={t(UPLOAD_HINT_MESSAGE)}
            files={files}
            onChange={pending.choose}
            disabled={flow.busy}
            fileErrors={pending.fileErrors}
          />
        ) : null}
      </FormSection>

      <div className="grid gap-3">
        <UploadProgressList {...pending.rows} />
        <SubmitGateNote id="edit-submit-gate" missing={gateMissing} />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button asChild variant="outline" className="sm:w-auto">
            <Link to="/dashboard/applications">
              <Trans>Cancel</Trans>
            </Link>
          </Button>
          {submitFirst ? (
            <Button
              type="button"
              variant="outline"
              disabled={flow.busy}
              onClick={() => void save()()}
            >
              {application.status === 'draft' ? t`Save Draft` : t`Update Application`}
            </Button>
          ) : null}
          <Button
            type="button"
            pending={flow.busy}
            pendingLabel={primaryText}
            disabled={nothingToSave}
            aria-describedby={gateMissing.length > 0 ? 'edit-submit-gate' : undefined}
            onClick={() => void save(submitFirst ? 'submitted' : undefined)()}
          >
            {submitFirst ? <SendIcon aria-hidden="true" className="rtl:-scale-x-100" /> : null}
            {primaryText}
          </Button>
        </div>
      </div>
    </form>
  );
}
