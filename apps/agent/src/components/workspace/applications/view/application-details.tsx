import { formatLongDate } from '@uniguide/client';
import { GENDER_LABELS, type Gender } from '@uniguide/domain';
import { DatedValue } from '../shared/dated-value';
import type { ApplicationDetail } from '../shared/types';
import { DetailCard } from './detail-card';

const NOT_GIVEN = <span className="text-muted-foreground">Not provided</span>;

function genderLabel(value: string): string {
  return (GENDER_LABELS as Record<string, string>)[value] ?? (value || 'Not provided');
}

/** Every field of the application as the agent entered it. */
export function ApplicationDetails({ application }: { application: ApplicationDetail }) {
  const a = application;
  return (
    <div className="grid content-start gap-6">
      <DetailCard
        title="Student Information"
        items={[
          { term: 'First Name', value: a.studentFirstName },
          { term: 'Last Name', value: a.studentLastName },
          {
            term: 'Email',
            value: (
              <a
                className="text-primary underline-offset-4 hover:underline"
                href={`mailto:${a.studentEmail}`}
              >
                {a.studentEmail}
              </a>
            ),
          },
          { term: 'Phone Number', value: a.studentPhone },
          { term: 'Nationality', value: a.studentNationality },
          {
            term: 'Date of Birth',
            value: formatLongDate(a.studentDateOfBirth) || a.studentDateOfBirth,
          },
          { term: 'Passport Number', value: a.studentPassportNumber ?? NOT_GIVEN },
          { term: 'Gender', value: genderLabel(a.studentGender as Gender) },
        ]}
      />
      <DetailCard
        title="Educational Background"
        items={[
          { term: 'Highest Qualification', value: a.highestQualification },
          { term: 'Name of Degree/Qualification', value: a.qualificationName },
          { term: 'Institution Name', value: a.institutionName },
          { term: 'Graduation Year', value: a.graduationYear },
          { term: 'CGPA', value: a.cgpa?.trim() || NOT_GIVEN },
        ]}
      />
      <DetailCard
        title="Application Preferences"
        items={[
          { term: 'Intake', value: a.intakeDate },
          { term: 'Created', value: <DatedValue value={a.createdAt} /> },
          {
            term: 'Submitted to University',
            value: <DatedValue value={a.submittedToUniversityDate} empty="Not yet" />,
          },
          ...(a.status === 'payment-clearing' || a.paymentConfirmation
            ? [{ term: 'Payment Confirmed', value: a.paymentConfirmation ? 'Yes' : 'Not yet' }]
            : []),
          { term: 'Notes', value: a.notes?.trim() || NOT_GIVEN, wide: true },
        ]}
      />
    </div>
  );
}
