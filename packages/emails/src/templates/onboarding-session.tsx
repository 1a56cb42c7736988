/** @jsxRuntime automatic @jsxImportSource react */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/runtime-macro';
import { Link, Text } from '@react-email/components';
import { BRAND } from '@uniguide/domain';
import { plainMessage, useEmailLanguage, type EmailLanguage } from '../i18n';
import { ActionButton, Greeting, Layout, paragraph } from '../layout';

export interface OnboardingSessionProps {
  /**
   * booked: a new booking; moved: the agent chose another slot; cancelled: the agent cancelled;
   * withdrawn: an admin withdrew the slot, so the booking is cancelled (docs/decisions/073).
   */
  change: 'booked' | 'moved' | 'cancelled' | 'withdrawn';
  /** The agent who booked, or the expert's side (the expert or the admin who published the slot). */
  audience: 'agent' | 'team';
  firstName?: string | null;
  agentName: string;
  agentEmail: string;
  expertName: string;
  region: string;
  /**
   * When it starts and how long it lasts, written out in UTC in the e-mail's language (the
   * invitation carries the instant).
   */
  when: string;
  durationMinutes: number;
  meetingUrl: string;
  /** Where the agent books, moves or cancels (the team's copy links to the console's sessions). */
  manageUrl: string;
}

const HEADINGS = {
  booked: msg`Onboarding session booked`,
  moved: msg`Onboarding session moved`,
  cancelled: msg`Onboarding session cancelled`,
  withdrawn: msg`Onboarding session cancelled`,
} as const;

export const onboardingSessionSubject = (
  props: OnboardingSessionProps,
  language: EmailLanguage,
) => {
  const when = props.when;
  const brand = BRAND.name;
  const agent = props.agentName;
  const subjects: Record<OnboardingSessionProps['change'], MessageDescriptor> =
    props.audience === 'agent'
      ? {
          booked: msg`Your ${{ brand }} onboarding session is booked: ${{ when }}`,
          moved: msg`Your ${{ brand }} onboarding session is moved: ${{ when }}`,
          cancelled: msg`Your ${{ brand }} onboarding session is cancelled: ${{ when }}`,
          withdrawn: msg`Your ${{ brand }} onboarding session is cancelled: ${{ when }}`,
        }
      : {
          booked: msg`Onboarding booked: ${{ agent }}, ${{ when }}`,
          moved: msg`Onboarding moved: ${{ agent }}, ${{ when }}`,
          cancelled: msg`Onboarding cancelled: ${{ agent }}, ${{ when }}`,
          withdrawn: msg`Onboarding cancelled: ${{ agent }}, ${{ when }}`,
        };
  return plainMessage(language, subjects[props.change]);
};

export function OnboardingSessionEmail(props: OnboardingSessionProps) {
  const { t, rich, plain, text } = useEmailLanguage();
  const cancelled = props.change === 'cancelled' || props.change === 'withdrawn';
  const forAgent = props.audience === 'agent';
  const { expertName: expert, region, agentName: agent, agentEmail: email } = props;
  const lead = forAgent
    ? {
        booked: msg`Your onboarding session with ${{ expert }}, our expert for ${{ region }}, is booked.`,
        moved: msg`Your onboarding session with ${{ expert }}, our expert for ${{ region }}, has moved to a new time.`,
        cancelled: msg`Your onboarding session with ${{ expert }} is cancelled. You can book another time whenever it suits you.`,
        withdrawn: msg`We are sorry: the onboarding session with ${{ expert }}, our expert for ${{ region }}, was withdrawn, so your place in it is cancelled. Please book another time whenever it suits you.`,
      }[props.change]
    : {
        booked: msg`${{ agent }} (${{ email }}) booked an onboarding session with ${{ expert }} for ${{ region }}.`,
        moved: msg`${{ agent }} (${{ email }}) moved their onboarding session with ${{ expert }} to this time.`,
        cancelled: msg`${{ agent }} (${{ email }}) cancelled their onboarding session with ${{ expert }}.`,
        withdrawn: msg`The onboarding session with ${{ expert }} for ${{ region }} was withdrawn, so ${{ agent }}'s (${{ email }}) place in it is cancelled. They have been told.`,
      }[props.change];
  const heading = HEADINGS[props.change];
  const when = props.when;
  const minutes = props.durationMinutes;
  return (
    <Layout preview={plain(msg`${{ heading: t(heading) }}: ${{ when }}`)} title={t(heading)}>
      {forAgent ? (
        <Greeting name={props.firstName} />
      ) : (
        <Text style={paragraph}>{t(msg`Hello,`)}</Text>
      )}
      <Text style={paragraph}>{text(lead)}</Text>
      <Text style={paragraph}>
        {cancelled
          ? rich(
              msg`It was planned for: ${{ when }} (${{ minutes }} minutes). The attached invitation shows it in your calendar's time zone.`,
            )
          : rich(
              msg`When: ${{ when }} (${{ minutes }} minutes). The attached invitation shows it in your calendar's time zone.`,
            )}
      </Text>
      {cancelled ? null : (
        <Text style={paragraph}>
          {rich(msg`Join online: ${{ link: props.meetingUrl }}`, {
            link: <Link href={props.meetingUrl}>{props.meetingUrl}</Link>,
          })}
        </Text>
      )}
      <ActionButton href={props.manageUrl}>
        {forAgent
          ? cancelled
            ? t(msg`Book another time`)
            : t(msg`Move or cancel your session`)
          : t(msg`Open onboarding sessions`)}
      </ActionButton>
      {forAgent ? (
        <Text style={paragraph}>
          {rich(
            msg`The session is a personal introduction to ${{ brand: BRAND.name }}: how to apply, what universities need, and who to ask.`,
          )}
        </Text>
      ) : null}
    </Layout>
  );
}
