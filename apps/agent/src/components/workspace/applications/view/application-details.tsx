import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useDateFormatters } from '@uniguide/client';
import { formatIntakesIn, nationalityIn } from '@uniguide/domain';
import { GENDER_MESSAGES, knownText, QUALIFICATION_MESSAGES, usePageLanguage } from '@uniguide/ui';
import { DatedValue } from '../shared/dated-value';
import type { ApplicationDetail } from '../shared/types';
import { DetailCard } from './detail-card';

const NOT_GIVEN = (
  <span className="text-muted-foreground">
    <Trans>Not provided</Trans>
  </span>
);

function genderLabel(i18n: I18n, value: string): string {
  return value ? knownText(i18n, GENDER_MESSAGES, value) : i18n._(msg`Not provided`);
}

/** Every field of the application as the agent entered it. */
export function ApplicationDetails({ application }: { application: ApplicationDetail }) {
  const { i18n, t } = useLingui();
  const dates = useDateFormatters();
  const language = usePageLanguage();
  const a = application;
  return (
    <div className="grid content-start gap-6">
      <DetailCard
        title={t`Student Information`}
        items={[
          { term: t`First Name`, value: a.studentFirstName },
          { term: t`Last Name`, value: a.studentLastName },
          {
            term: t`Email`,
            value: (
              <a
                className="text-primary underline-offset-4 hover:underline"
                href={`mailto:${a.studentEmail}`}
              >
                {a.studentEmail}
              </a>
            ),
          },
          { term: t`Phone Number`, value: <bdi>{a.studentPhone}</bdi> },
          { term: t`Nationality`, value: nationalityIn(a.studentNationality, language) },
          {
            term: t`Date of Birth`,
            value: dates.longDate(a.studentDateOfBirth) || a.studentDateOfBirth,
          },
          { term: t`Passport Number`, value: a.studentPassportNumber ?? NOT_GIVEN },
          { term: t`Gender`, value: genderLabel(i18n, a.studentGender) },
        ]}
      />
      <DetailCard
        title={t`Educational Background`}
        items={[
          {
            term: t`Highest Qualification`,
            value: knownText(i18n, QUALIFICATION_MESSAGES, a.highestQualification),
          },
          { term: t`Name of Degree/Qualification`, value: a.qualificationName },
          { term: t`Institution Name`, value: a.institutionName },
          { term: t`Graduation Year`, value: a.graduationYear },
          { term: t`CGPA`, value: a.cgpa?.trim() || NOT_GIVEN },
        ]}
      />
      <DetailCard
        title={t`Application Preferences`}
        items={[
          { term: t`Intake`, value: formatIntakesIn(a.intakeDate, language) },
          { term: t`Created`, value: <DatedValue value={a.createdAt} /> },
          {
            term: t`Submitted to University`,
            value: <DatedValue value={a.submittedToUniversityDate} empty={t`Not yet`} />,
          },
          ...(a.status === 'payment-clearing' || a.paymentConfirmation
            ? [
                {
                  term: t`Payment Confirmed`,
                  value: a.paymentConfirmation ? t`Yes` : t`Not yet`,
                },
              ]
            : []),
          { term: t`Notes`, value: a.notes?.trim() || NOT_GIVEN, wide: true, freeText: true },
        ]}
      />
    </div>
  );
}
