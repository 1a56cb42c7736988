/** @jsxRuntime automatic @jsxImportSource react */
import { msg } from '@lingui/core/runtime-macro';
import { Link, Text } from '@react-email/components';
import type { MessageDescriptor } from '@lingui/core';
import { BRAND, type AgencyRole } from '@uniguide/domain';
import { plainMessage, useEmailLanguage, type EmailLanguage } from '../i18n';
import { ActionButton, Layout, paragraph } from '../layout';

export interface InvitationProps {
  /** Who invites, as the invitee would recognise them. */
  inviterName: string;
  /** The agency the invitee joins, as its owner named it; null: the admin console. */
  agencyName: string | null;
  /** The role they are invited to, written in the e-mail's language. */
  role: 'admin' | AgencyRole;
  /** The single-use link (the raw token is in it). */
  acceptUrl: string;
  validDays: number;
}

const ROLES: Record<InvitationProps['role'], MessageDescriptor> = {
  admin: msg`an admin`,
  owner: msg`an owner`,
  counsellor: msg`a counsellor`,
};

/** What the invitee joins, in the e-mail's language (an agency's name as given). */
function joiningOf(props: InvitationProps, { i18n }: Pick<EmailLanguage, 'i18n'>): string {
  return props.agencyName ?? i18n._(msg`the admin console`);
}

export const invitationSubject = (props: InvitationProps, language: EmailLanguage) =>
  plainMessage(
    language,
    msg`${{ inviter: props.inviterName }} invited you to ${{ joining: joiningOf(props, language) }} on ${{ brand: BRAND.name }}`,
  );

export function InvitationEmail(props: InvitationProps) {
  const { t, rich, plain, i18n } = useEmailLanguage();
  const joining = joiningOf(props, { i18n });
  const role = t(ROLES[props.role]);
  return (
    <Layout preview={plain(msg`Join ${{ joining }}.`)} title={t(msg`You are invited`)}>
      <Text style={paragraph}>{t(msg`Hello,`)}</Text>
      <Text style={paragraph}>
        {rich(
          msg`${{ inviter: props.inviterName }} invited you to join ${{ joining }} on ${{ brand: BRAND.name }} as ${{ role }}. Choose your name and password with the link below. It works once, for ${{ days: props.validDays }} days.`,
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
