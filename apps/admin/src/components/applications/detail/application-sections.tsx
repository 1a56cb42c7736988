import { Link } from '@tanstack/react-router';
import { formatLongDate, formatRelative } from '@uniguide/client';
import { displayName, GENDER_LABELS, GENDERS, type Gender } from '@uniguide/domain';
import { Badge, StatusBadge, UniversityLogo } from '@uniguide/ui';
import type { ApplicationDetail } from '../../../lib/api-types';
import { DetailList } from '../../common/detail-list';
import { SectionCard } from '../../common/section-card';

function genderLabel(value: string): string {
  return (GENDERS as readonly string[]).includes(value) ? GENDER_LABELS[value as Gender] : value;
}

function dateTime(value: string | null) {
  return value ? <time dateTime={value}>{formatLongDate(value)}</time> : null;
}

export function StudentSection({ application }: { application: ApplicationDetail }) {
  return (
    <SectionCard title="Student">
      <DetailList
        items={[
          {
            label: 'Name',
            value: `${application.studentFirstName} ${application.studentLastName}`,
          },
          {
            label: 'Email',
            value: (
              <a
                className="text-primary hover:underline"
                href={`mailto:${application.studentEmail}`}
              >
                {application.studentEmail}
              </a>
            ),
          },
          { label: 'Phone', value: application.studentPhone },
          { label: 'Date of Birth', value: formatLongDate(application.studentDateOfBirth) },
          { label: 'Nationality', value: application.studentNationality },
          { label: 'Passport Number', value: application.studentPassportNumber ?? 'Not provided' },
          { label: 'Gender', value: genderLabel(application.studentGender) },
        ]}
      />
    </SectionCard>
  );
}

export function EducationSection({ application }: { application: ApplicationDetail }) {
  return (
    <SectionCard title="Education">
      <DetailList
        items={[
          { label: 'Highest Qualification', value: application.highestQualification },
          { label: 'Degree / Qualification', value: application.qualificationName },
          { label: 'Institution', value: application.institutionName },
          { label: 'Graduation Year', value: application.graduationYear },
          { label: 'CGPA', value: application.cgpa },
        ]}
      />
    </SectionCard>
  );
}

export function ProgramSection({ application }: { application: ApplicationDetail }) {
  const { program } = application;
  return (
    <SectionCard title="Program">
      <div className="mb-5 flex items-center gap-3">
        <UniversityLogo
          size="sm"
          allowHttps
          name={program.universityName}
          src={program.universityLogo}
          className="size-12"
        />
        <div className="min-w-0">
          <p className="font-medium break-words">{program.name}</p>
          <p className="text-sm text-muted-foreground">{program.universityName}</p>
        </div>
      </div>
      <DetailList
        items={[
          { label: 'Degree', value: program.degree },
          { label: 'Intake', value: application.intakeDate },
          { label: 'Agent Notes', value: application.notes, wide: true },
        ]}
      />
    </SectionCard>
  );
}

export function ReviewSection({ application }: { application: ApplicationDetail }) {
  return (
    <SectionCard title="Review">
      <DetailList
        className="sm:grid-cols-1"
        items={[
          { label: 'Status', value: <StatusBadge status={application.status} /> },
          { label: 'Admin Notes', value: application.adminNotes },
          { label: 'Rejection Reason', value: application.rejectionReason },
          { label: 'Conditional Offer Terms', value: application.conditionalOfferTerms },
          {
            label: 'Payment',
            value: application.paymentConfirmation ? (
              <Badge variant="success">Confirmed</Badge>
            ) : (
              'Not confirmed'
            ),
          },
          {
            label: 'Submitted to University',
            value: dateTime(application.submittedToUniversityDate),
          },
          { label: 'Submitted', value: dateTime(application.submittedAt) },
          { label: 'Created', value: dateTime(application.createdAt) },
          {
            label: 'Last Updated',
            value: (
              <>
                {dateTime(application.updatedAt)}{' '}
                <span className="text-muted-foreground">
                  ({formatRelative(application.updatedAt)})
                </span>
              </>
            ),
          },
        ]}
      />
    </SectionCard>
  );
}

export function AgentSection({ application }: { application: ApplicationDetail }) {
  const { agent } = application;
  return (
    <SectionCard title="Agent">
      <DetailList
        className="sm:grid-cols-1"
        items={[
          {
            label: 'Name',
            value: (
              <Link
                to="/users/$userId"
                params={{ userId: String(agent.id) }}
                className="text-primary hover:underline"
              >
                {displayName(agent)}
              </Link>
            ),
          },
          { label: 'Email', value: agent.username },
          { label: 'Agency', value: agent.agencyName },
        ]}
      />
    </SectionCard>
  );
}
