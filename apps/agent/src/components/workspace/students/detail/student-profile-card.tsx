import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  errorMessage,
  errorStatus,
  showServerIssues,
  useDateFormatters,
  useTRPC,
} from '@uniguide/client';
import {
  nationalityIn,
  STUDENT_EMAIL_TAKEN_MESSAGE,
  type UpdateStudentInput,
} from '@uniguide/domain';
import {
  Button,
  GENDER_MESSAGES,
  knownText,
  QUALIFICATION_MESSAGES,
  SectionCard,
  toast,
  usePageLanguage,
} from '@uniguide/ui';
import { PencilIcon } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { DetailCard } from '../../applications/view/detail-card';
import type { StudentProfile } from '../shared/types';
import {
  STUDENT_FORM_FIELDS,
  studentFormResolver,
  studentFormValues,
  type StudentFormValues,
} from './profile-form-values';
import { ProfileFields } from './profile-fields';

function ProfileView({ student, onEdit }: { student: StudentProfile; onEdit: () => void }) {
  const language = usePageLanguage();
  const { i18n, t } = useLingui();
  const dates = useDateFormatters();
  const notGiven = (
    <span className="text-muted-foreground">
      <Trans>Not provided</Trans>
    </span>
  );
  return (
    <DetailCard
      title={t`Profile`}
      action={
        <Button variant="outline" size="sm" onClick={onEdit}>
          <Trans>
            <PencilIcon aria-hidden="true" />
            Edit Profile
          </Trans>
        </Button>
      }
      items={[
        { term: t`First Name`, value: student.firstName },
        { term: t`Last Name`, value: student.lastName },
        {
          term: t`Email`,
          value: (
            <a
              className="text-primary underline-offset-4 hover:underline"
              href={`mailto:${student.email}`}
            >
              {student.email}
            </a>
          ),
        },
        { term: t`Phone Number`, value: <bdi>{student.phone}</bdi> },
        { term: t`Nationality`, value: nationalityIn(student.nationality, language) },
        {
          term: t`Date of Birth`,
          value: dates.longDate(student.dateOfBirth) || student.dateOfBirth,
        },
        { term: t`Passport Number`, value: student.passportNumber ?? notGiven },
        { term: t`Gender`, value: t(GENDER_MESSAGES[student.gender]) },
        {
          term: t`Highest Qualification`,
          value: knownText(i18n, QUALIFICATION_MESSAGES, student.highestQualification),
        },
        { term: t`Name of Degree/Qualification`, value: student.qualificationName },
        { term: t`Institution Name`, value: student.institutionName },
        { term: t`Graduation Year`, value: student.graduationYear },
        { term: t`CGPA`, value: student.cgpa?.trim() || notGiven },
      ]}
    />
  );
}

function ProfileForm({ student, onDone }: { student: StudentProfile; onDone: () => void }) {
  const { t } = useLingui();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const form = useForm<StudentFormValues, unknown, UpdateStudentInput>({
    resolver: studentFormResolver,
    defaultValues: studentFormValues(student),
  });
  const update = useMutation(
    trpc.student.update.mutationOptions({
      onSuccess: (updated) => {
        queryClient.setQueryData(trpc.student.byId.queryKey({ id: student.id }), (current) =>
          current ? { ...current, ...updated } : current,
        );
        void queryClient.invalidateQueries({ queryKey: trpc.student.pathKey() });
        toast({ title: t`Student Updated`, description: t`The profile has been saved.` });
        onDone();
      },
      onError: (error) => {
        showServerIssues(error, form.setError, STUDENT_FORM_FIELDS);
        // Another of the agent's students has this e-mail: said where it is fixed.
        if (errorStatus(error) === 409) {
          form.setError('email', {
            type: 'server',
            message: errorMessage(error, STUDENT_EMAIL_TAKEN_MESSAGE),
          });
        }
        toast({
          title: t`Error`,
          description: errorMessage(error, t`The profile could not be saved. Please try again.`),
          variant: 'destructive',
        });
      },
    }),
  );
  const submit = form.handleSubmit((values) => update.mutate(values));

  return (
    <SectionCard
      className="gap-4"
      title={<Trans>Edit Profile</Trans>}
      description={
        <Trans>
          New applications start from this profile. Applications already made keep the details they
          were sent with.
        </Trans>
      }
    >
      <form onSubmit={submit} noValidate aria-label={t`Student profile`} className="grid gap-6">
        <ProfileFields form={form} />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={onDone} disabled={update.isPending}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" pending={update.isPending} pendingLabel={t`Saving...`}>
            <Trans>Save Profile</Trans>
          </Button>
        </div>
      </form>
    </SectionCard>
  );
}

/** The student's profile: read-only until the agent chooses Edit Profile. */
export function StudentProfileCard({ student }: { student: StudentProfile }) {
  const [editing, setEditing] = useState(false);
  return editing ? (
    <ProfileForm student={student} onDone={() => setEditing(false)} />
  ) : (
    <ProfileView student={student} onEdit={() => setEditing(true)} />
  );
}
