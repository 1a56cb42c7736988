/** @jsxRuntime automatic @jsxImportSource react */
import { msg } from '@lingui/core/runtime-macro';
import { Link, Text } from '@react-email/components';
import { BRAND } from '@uniguide/domain';
import { plainMessage, useEmailLanguage, type EmailLanguage } from '../i18n';
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

export const invitationSubject = (props: InvitationProps, language: EmailLanguage) =>
  plainMessage(
    language,
    msg`${{ inviter: props.inviterName }} invited you to ${{ joining: props.joining }} on ${{ brand: BRAND.name }}`,
  );

export function InvitationEmail(props: InvitationProps) {
  const { t, rich, plain } = useEmailLanguage();
  return (
    <Layout
      preview={plain(msg`Join ${{ joining: props.joining }}.`)}
      title={t(msg`You are invited`)}
    >
      <Text style={paragraph}>{t(msg`Hello,`)}</Text>
      <Text style={paragraph}>
        {rich(
          msg`${{ inviter: props.inviterName }} invited you to join ${{ joining: props.joining }} on ${{ brand: BRAND.name }} as ${{ role: props.role }}. Choose your name and password with the link below. It works once, for ${{ days: props.validDays }} days.`,
        )}
      </Text>
      <ActionButton href={props.acceptUrl}>{t(msg`Accept the invitation`)}</ActionButton>
      <Text style={paragraph}>
        {rich(msg`Or paste this address into your browser: ${{ link: props.acceptUrl }}`, {
          link: <Link href={props.acceptUrl}>{props.acceptUrl}</Link>,
        })}
      </Text>
      <Text style={paragraph}>
        {t(msg`If you did not expect this, you can ignore this e-mail.`)}
      </Text>
    </Layout>
  );
}
