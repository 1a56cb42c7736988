/** @jsxRuntime automatic @jsxImportSource react */
import { Link, Text } from '@react-email/components';
import { BRAND } from '@uniguide/domain';
import { ActionButton, greeting, Layout, paragraph } from '../layout';

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
  /** When it starts and how long it lasts, written out in UTC (the invitation carries the instant). */
  when: string;
  durationMinutes: number;
  meetingUrl: string;
  /** Where the agent books, moves or cancels (the team's copy links to the console's sessions). */
  manageUrl: string;
}

const HEADINGS = {
  booked: 'Onboarding session booked',
  moved: 'Onboarding session moved',
  cancelled: 'Onboarding session cancelled',
  withdrawn: 'Onboarding session cancelled',
} as const;

export const onboardingSessionSubject = (props: OnboardingSessionProps) => {
  const verb = { booked: 'booked', moved: 'moved', cancelled: 'cancelled', withdrawn: 'cancelled' }[
    props.change
  ];
  return props.audience === 'agent'
    ? `Your ${BRAND.name} onboarding session is ${verb}: ${props.when}`
    : `Onboarding ${verb}: ${props.agentName}, ${props.when}`;
};

export function OnboardingSessionEmail(props: OnboardingSessionProps) {
  const cancelled = props.change === 'cancelled' || props.change === 'withdrawn';
  const forAgent = props.audience === 'agent';
  const lead = forAgent
    ? {
        booked: `Your onboarding session with ${props.expertName}, our expert for ${props.region}, is booked.`,
        moved: `Your onboarding session with ${props.expertName}, our expert for ${props.region}, has moved to a new time.`,
        cancelled: `Your onboarding session with ${props.expertName} is cancelled. You can book another time whenever it suits you.`,
        withdrawn: `We are sorry: the onboarding session with ${props.expertName}, our expert for ${props.region}, was withdrawn, so your place in it is cancelled. Please book another time whenever it suits you.`,
      }[props.change]
    : {
        booked: `${props.agentName} (${props.agentEmail}) booked an onboarding session with ${props.expertName} for ${props.region}.`,
        moved: `${props.agentName} (${props.agentEmail}) moved their onboarding session with ${props.expertName} to this time.`,
        cancelled: `${props.agentName} (${props.agentEmail}) cancelled their onboarding session with ${props.expertName}.`,
        withdrawn: `The onboarding session with ${props.expertName} for ${props.region} was withdrawn, so ${props.agentName}'s (${props.agentEmail}) place in it is cancelled. They have been told.`,
      }[props.change];
  return (
    <Layout preview={`${HEADINGS[props.change]}: ${props.when}`} title={HEADINGS[props.change]}>
      <Text style={paragraph}>{forAgent ? greeting(props.firstName) : 'Hello,'}</Text>
      <Text style={paragraph}>{lead}</Text>
      <Text style={paragraph}>
        {cancelled ? 'It was planned for' : 'When'}: {props.when} ({props.durationMinutes} minutes).
        The attached invitation shows it in your calendar&apos;s time zone.
      </Text>
      {cancelled ? null : (
        <Text style={paragraph}>
          Join online: <Link href={props.meetingUrl}>{props.meetingUrl}</Link>
        </Text>
      )}
      <ActionButton href={props.manageUrl}>
        {forAgent
          ? cancelled
            ? 'Book another time'
            : 'Move or cancel your session'
          : 'Open onboarding sessions'}
      </ActionButton>
      {forAgent ? (
        <Text style={paragraph}>
          The session is a personal introduction to {BRAND.name}: how to apply, what universities
          need, and who to ask.
        </Text>
      ) : null}
    </Layout>
  );
}
