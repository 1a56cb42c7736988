import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  errorMessage,
  errorStatus,
  formatLongDate,
  showServerIssues,
  useTRPC,
} from '@uniguide/client';
import {
  GENDER_LABELS,
  STUDENT_EMAIL_TAKEN_MESSAGE,
  type UpdateStudentInput,
} from '@uniguide/domain';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  toast,
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

const NOT_GIVEN = <span className="text-muted-foreground">Not provided</span>;

function ProfileView({ student, onEdit }: { student: StudentProfile; onEdit: () => void }) {
  return (
    <DetailCard
      title="Profile"
      action={
        <Button variant="outline" size="sm" onClick={onEdit}>
          <PencilIcon aria-hidden="true" />
          Edit Profile
        </Button>
      }
      items={[
        { term: 'First Name', value: student.firstName },
        { term: 'Last Name', value: student.lastName },
        {
          term: 'Email',
          value: (
            <a
              className="text-primary underline-offset-4 hover:underline"
              href={`mailto:${student.email}`}
            >
              {student.email}
            </a>
          ),
        },
        { term: 'Phone Number', value: student.phone },
        { term: 'Nationality', value: student.nationality },
        {
          term: 'Date of Birth',
          value: formatLongDate(student.dateOfBirth) || student.dateOfBirth,
        },
        { term: 'Passport Number', value: student.passportNumber ?? NOT_GIVEN },
        { term: 'Gender', value: GENDER_LABELS[student.gender] },
        { term: 'Highest Qualification', value: student.highestQualification },
        { term: 'Name of Degree/Qualification', value: student.qualificationName },
        { term: 'Institution Name', value: student.institutionName },
        { term: 'Graduation Year', value: student.graduationYear },
        { term: 'CGPA', value: student.cgpa?.trim() || NOT_GIVEN },
      ]}
    />
  );
}

function ProfileForm({ student, onDone }: { student: StudentProfile; onDone: () => void }) {
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
        toast({ title: 'Student Updated', description: 'The profile has been saved.' });
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
          title: 'Error',
          description: errorMessage(error, 'The profile could not be saved. Please try again.'),
          variant: 'destructive',
        });
      },
    }),
  );
  const submit = form.handleSubmit((values) => update.mutate(values));

  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle asChild>
          <h2>Edit Profile</h2>
        </CardTitle>
        <CardDescription>
          New applications start from this profile. Applications already made keep the details they
          were sent with.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate aria-label="Student profile" className="grid gap-6">
          <ProfileFields form={form} />
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={onDone} disabled={update.isPending}>
              Cancel
            </Button>
            <Button type="submit" pending={update.isPending} pendingLabel="Saving...">
              Save Profile
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
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
