import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { formatLongDate, useDateFormatters, useFormatters } from '@uniguide/client';
import { displayName, formatIntakesIn, type Language, nationalityIn } from '@uniguide/domain';
import {
  Badge,
  DEGREE_LEVEL_MESSAGES,
  GENDER_MESSAGES,
  knownText,
  QUALIFICATION_MESSAGES,
  SectionCard,
  StatusBadge,
  UniversityLogo,
  usePageLanguage,
} from '@uniguide/ui';
import type { ApplicationDetail } from '../../../lib/api-types';
import { DetailList } from '../../common/detail-list';

function dateTime(value: string | null, language: Language) {
  return value ? <time dateTime={value}>{formatLongDate(value, language)}</time> : null;
}

export function StudentSection({ application }: { application: ApplicationDetail }) {
  const language = usePageLanguage();
  const { i18n, t } = useLingui();
  const dates = useDateFormatters();
  return (
    <SectionCard title={t`Student`}>
      <DetailList
        items={[
          {
            label: t`Name`,
            value: `${application.studentFirstName} ${application.studentLastName}`,
          },
          {
            label: t`Email`,
            value: (
              <a
                className="text-primary hover:underline"
                href={`mailto:${application.studentEmail}`}
              >
                {application.studentEmail}
              </a>
            ),
          },
          { label: t`Phone`, value: application.studentPhone },
          { label: t`Date of Birth`, value: dates.longDate(application.studentDateOfBirth) },
          {
            label: t`Nationality`,
            value: nationalityIn(application.studentNationality, language),
          },
          {
            label: t`Passport Number`,
            value: application.studentPassportNumber ?? t`Not provided`,
          },
          { label: t`Gender`, value: knownText(i18n, GENDER_MESSAGES, application.studentGender) },
        ]}
      />
    </SectionCard>
  );
}

export function EducationSection({ application }: { application: ApplicationDetail }) {
  const { i18n, t } = useLingui();
  return (
    <SectionCard title={t`Education`}>
      <DetailList
        items={[
          {
            label: t`Highest Qualification`,
            value: knownText(i18n, QUALIFICATION_MESSAGES, application.highestQualification),
          },
          { label: t`Degree / Qualification`, value: application.qualificationName },
          { label: t`Institution`, value: application.institutionName },
          { label: t`Graduation Year`, value: application.graduationYear },
          { label: t`CGPA`, value: application.cgpa },
        ]}
      />
    </SectionCard>
  );
}

export function ProgramSection({ application }: { application: ApplicationDetail }) {
  const { i18n, t } = useLingui();
  const language = usePageLanguage();
  const { program } = application;
  return (
    <SectionCard title={t`Program`}>
      <div className="mb-5 flex items-center gap-3">
        <UniversityLogo
          size="sm"
          allowHttps
          name={program.universityName}
          src={program.universityLogo}
          className="size-12"
        />
        <div className="min-w-0">
          <p className="font-medium break-words" dir="auto">
            {program.name}
          </p>
          <p className="text-sm text-muted-foreground" dir="auto">
            {program.universityName}
          </p>
        </div>
      </div>
      <DetailList
        items={[
          {
            label: t`Degree`,
            value: program.degree && knownText(i18n, DEGREE_LEVEL_MESSAGES, program.degree),
          },
          { label: t`Intake`, value: formatIntakesIn(application.intakeDate, language) },
          { label: t`Agent Notes`, value: application.notes, wide: true, freeText: true },
        ]}
      />
    </SectionCard>
  );
}

export function ReviewSection({ application }: { application: ApplicationDetail }) {
  const { t } = useLingui();
  const format = useFormatters();
  const dates = useDateFormatters();
  return (
    <SectionCard title={t`Review`}>
      <DetailList
        className="sm:grid-cols-1"
        items={[
          { label: t`Status`, value: <StatusBadge status={application.status} /> },
          { label: t`Admin Notes`, value: application.adminNotes, freeText: true },
          { label: t`Rejection Reason`, value: application.rejectionReason, freeText: true },
          {
            label: t`Conditional Offer Terms`,
            value: application.conditionalOfferTerms,
            freeText: true,
          },
          {
            label: t`Payment`,
            value: application.paymentConfirmation ? (
              <Badge variant="success">
                <Trans>Confirmed</Trans>
              </Badge>
            ) : (
              t`Not confirmed`
            ),
          },
          {
            label: t`Submitted to University`,
            value: dateTime(application.submittedToUniversityDate, format.language),
          },
          { label: t`Submitted`, value: dateTime(application.submittedAt, format.language) },
          { label: t`Created`, value: dateTime(application.createdAt, format.language) },
          {
            label: t`Last Updated`,
            value: (
              <>
                {dateTime(application.updatedAt, format.language)}{' '}
                <span className="text-muted-foreground">
                  ({dates.relative(application.updatedAt)})
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
  const { t } = useLingui();
  const { agent } = application;
  return (
    <SectionCard title={t`Agent`}>
      <DetailList
        className="sm:grid-cols-1"
        items={[
          {
            label: t`Name`,
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
          { label: t`Email`, value: agent.username },
          { label: t`Agency`, value: agent.agencyName },
        ]}
      />
    </SectionCard>
  );
}
