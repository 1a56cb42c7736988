/** @jsxRuntime automatic @jsxImportSource react */
import { Link, Text } from '@react-email/components';
import { BRAND } from '@uniguide/domain';
import { ActionButton, Layout, paragraph } from '../layout';

export interface InvitationProps {
  /** Who invites, as the invitee would recognise them. */
  inviterName: string;
  /** What the invitee joins: "the UniGuide admin console", or an agency's name. */
  joining: string;
  /** "an admin", "a counsellor"… */
  role: string;
  /** The single-use link (the raw token is in it). */
  acceptUrl: string;
  validDays: number;
}

export const invitationSubject = (props: InvitationProps) =>
  `${props.inviterName} invited you to ${props.joining} on ${BRAND.name}`;

export function InvitationEmail(props: InvitationProps) {
  return (
    <Layout preview={`Join ${props.joining}.`} title="You are invited">
      <Text style={paragraph}>Hello,</Text>
      <Text style={paragraph}>
        {props.inviterName} invited you to join {props.joining} on {BRAND.name} as {props.role}.
        Choose your name and password with the link below. It works once, for {props.validDays}{' '}
        days.
      </Text>
      <ActionButton href={props.acceptUrl}>Accept the invitation</ActionButton>
      <Text style={paragraph}>
        Or paste this address into your browser:{' '}
        <Link href={props.acceptUrl}>{props.acceptUrl}</Link>
      </Text>
      <Text style={paragraph}>If you did not expect this, you can ignore this e-mail.</Text>
    </Layout>
  );
}
