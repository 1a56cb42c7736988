import { Trans, useLingui } from '@lingui/react/macro';
import { formatIntakesIn, intakeStartDate, type ApplicationFields } from '@uniguide/domain';
import {
  Button,
  countByType,
  FormField,
  missingToSubmit,
  RequirementsList,
  Textarea,
  UploadProgressList,
  usePageLanguage,
} from '@uniguide/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSubmitBlock, useTRPC } from '@uniguide/client';
import { SaveIcon, SendIcon } from 'lucide-react';
import type { FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { EducationFields } from '../form/education-fields';
import { FilePicker } from '../form/file-picker';
import { FormSection } from '../form/form-section';
import {
  applicationFieldsResolver,
  emptyApplicationValues,
  type ApplicationFormValues,
} from '../form/form-values';
import { SelectField } from '../form/select-field';
import { StudentFields } from '../form/student-fields';
import type { ProgramDetail } from '../shared/types';
import { usePendingUploads } from '../upload/use-pending-uploads';
import { SubmitBlockedNotice } from '../edit/edit-notices';
import { SubmitGateNote } from '../view/submit-gate-note';
import { DocumentsOnFile } from './documents-on-file';
import { ExistingStudentPicker } from './existing-student-picker';
import { intakeChoices } from './intake-choices';
import { StudentChoice } from './student-choice';
import { ProgramSidebar } from './program-sidebar';
import { SavedDraftNotice } from './saved-draft-notice';
import { applyButtonText, useApplyFlow, type DraftReason } from './use-apply-flow';
import { useChosenStudent } from './use-chosen-student';

/**
 * docs/product.md §3 "Apply": who the application is for (a new student, or one of the agent's students whose
 * profile fills the form and whose documents on file can be attached), the three sections, then
 * the submit flow with its progress; and the program's sidebar beside it, whose checklist counts the
 * files chosen in the form.
 */
export function ApplyForm({
  program,
  initialStudentId,
}: {
  program: ProgramDetail;
  /** ?studentId=…: open with this existing student chosen. */
  initialStudentId?: number;
}) {
  const { i18n, t } = useLingui();
  const language = usePageLanguage();
  const intakes = intakeChoices(program.intake);
  const form = useForm<ApplicationFormValues, unknown, ApplicationFields>({
    resolver: applicationFieldsResolver,
    defaultValues: emptyApplicationValues(intakes[0] ?? ''),
  });
  const pending = usePendingUploads({
    // A file that arrives on Retry is on the student's file and the draft.
    onArrived: () => void queryClient.invalidateQueries({ queryKey: trpc.student.pathKey() }),
  });
  const { files } = pending;
  const chosen = useChosenStudent(form, initialStudentId);
  const submitBlock = useSubmitBlock();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { errors } = form.formState;
  const intakeStart = intakeStartDate(form.watch('intakeDate'), new Date());
  const requirements = useQuery(trpc.program.requirements.queryOptions({ programId: program.id }));
  const attached = (chosen.student?.documents ?? []).filter((document) =>
    chosen.attachIds.includes(document.id),
  );
  const chosenTypes = countByType([
    ...files.map((item) => item.documentType),
    ...attached.map((document) => document.documentType),
    // Uploaded to the draft a failed upload left (they are off the list of files).
    ...pending.arrived.map((document) => document.documentType),
  ]);
  const gateMissing = requirements.data
    ? missingToSubmit(requirements.data.requirements, chosenTypes)
    : [];
  // The button says what the click does: a draft while the account or the documents do not allow more.
  const stop: DraftReason | undefined = submitBlock
    ? { kind: 'approval' }
    : gateMissing.length > 0
      ? { kind: 'documents', missing: gateMissing }
      : undefined;
  const flow = useApplyFlow(program.id, form.setError, pending, stop);
  // Saved as a draft by a failed upload: its details are the draft's now (the edit page changes them).
  const saved = flow.savedDraftId !== null;
  const buttonText = applyButtonText(i18n, flow.phase, stop);

  const submit = form.handleSubmit((values) =>
    flow.run(
      values,
      files,
      chosen.student
        ? { studentId: chosen.student.id, attachDocumentIds: chosen.attachIds }
        : undefined,
    ),
  );
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (saved) {
      // The draft holds the details (its locked fields are not read again).
      event.preventDefault();
      void flow.carryOn(files);
      return;
    }
    if (chosen.blockSubmit()) {
      event.preventDefault();
      return;
    }
    void submit(event);
  };

  return (
    <>
      <form onSubmit={onSubmit} noValidate aria-label={t`Application form`} className="grid gap-6">
        <FormSection
          id="apply-student-section"
          title={t`Student Information`}
          description={t`Personal details of the student you are applying for.`}
        >
          <StudentChoice
            value={chosen.mode}
            onChange={chosen.setMode}
            disabled={flow.busy || saved}
          />
          {chosen.mode === 'existing' ? (
            <ExistingStudentPicker
              student={chosen.student}
              loading={chosen.loading}
              problem={chosen.problem}
              onPick={chosen.pick}
              onChange={chosen.clear}
              disabled={flow.busy || saved}
            />
          ) : null}
          <StudentFields form={form} idPrefix="apply" locked={saved} />
        </FormSection>

        <FormSection
          id="apply-education-section"
          title={t`Educational Background`}
          description={t`The student's most recent completed qualification.`}
        >
          <EducationFields form={form} idPrefix="apply" locked={saved} />
        </FormSection>

        <FormSection
          id="apply-preferences-section"
          title={t`Application Preferences`}
          description={t`Intake, notes for the admissions team and supporting documents.`}
        >
          <SelectField
            control={form.control}
            name="intakeDate"
            id="apply-intake"
            label={t`Preferred Intake`}
            placeholder={t`Select intake`}
            options={intakes.map((value) => ({ value, label: formatIntakesIn(value, language) }))}
            required
            disabled={saved}
          />
          <FormField
            id="apply-notes"
            label={t`Additional Notes (optional)`}
            error={errors.notes?.message}
          >
            <Textarea
              rows={4}
              placeholder={t`Anything the admissions team should know, e.g. scholarship interest or visa needs.`}
              disabled={saved}
              {...form.register('notes')}
            />
          </FormField>
          {chosen.student ? (
            <DocumentsOnFile
              documents={chosen.student.documents}
              selected={chosen.attachIds}
              onChange={chosen.setAttachIds}
              intakeStart={intakeStart}
              disabled={flow.busy || saved}
            />
          ) : null}
          <FilePicker
            label={t`Supporting Documents`}
            description={t`Passport, transcripts, certificates, etc.`}
            files={files}
            onChange={pending.choose}
            disabled={flow.busy}
            fileErrors={pending.fileErrors}
          />
          {requirements.data && requirements.data.requirements.length > 0 ? (
            // Beside the form from lg up, the sidebar's list says the same.
            <div className="grid gap-2 rounded-md border p-4 lg:hidden">
              <h3 className="text-sm font-medium">
                <Trans>Required documents for this program</Trans>
              </h3>
              <RequirementsList
                requirements={requirements.data.requirements}
                chosen={chosenTypes}
              />
            </div>
          ) : null}
        </FormSection>

        <div className="grid gap-3">
          <UploadProgressList {...pending.rows} />
          {flow.savedDraftId !== null ? (
            <SavedDraftNotice applicationId={flow.savedDraftId} />
          ) : null}
          <SubmitBlockedNotice reason={submitBlock} />
          <SubmitGateNote id="apply-submit-gate" missing={gateMissing} />
          <div className="flex justify-end">
            <Button
              type="submit"
              size="lg"
              className="w-full sm:w-auto"
              pending={flow.busy}
              pendingLabel={buttonText}
              aria-describedby={gateMissing.length > 0 ? 'apply-submit-gate' : undefined}
            >
              {stop ? (
                <SaveIcon aria-hidden="true" />
              ) : (
                <SendIcon aria-hidden="true" className="rtl:-scale-x-100" />
              )}
              {buttonText}
            </Button>
          </div>
        </div>
      </form>
      {/* Beside the form (the page's second column), counting the files chosen here. */}
      <ProgramSidebar program={program} chosen={chosenTypes} />
    </>
  );
}
