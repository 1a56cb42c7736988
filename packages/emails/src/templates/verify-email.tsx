/** @jsxRuntime automatic @jsxImportSource react */
import { msg } from '@lingui/core/runtime-macro';
import { Link, Text } from '@react-email/components';
import { BRAND } from '@uniguide/domain';
import { plainMessage, useEmailLanguage, type EmailLanguage } from '../i18n';
import { ActionButton, Greeting, Layout, paragraph } from '../layout';

export interface VerifyEmailProps {
  firstName?: string | null;
  /** The one-time link to /verify-email (the raw token is in it). */
  verifyUrl: string;
  /** How long the link works, in days. */
  validDays: number;
  /** Sent after the address was changed in Settings rather than at sign-up. */
  changed?: boolean;
}

export const verifyEmailSubject = (_props: VerifyEmailProps, language: EmailLanguage) =>
  plainMessage(language, msg`Verify your ${{ brand: BRAND.name }} email address`);

export function VerifyEmailEmail(props: VerifyEmailProps) {
  const { t, rich, text } = useEmailLanguage();
  const brand = BRAND.name;
  return (
    <Layout
      preview={t(msg`Confirm this is your address.`)}
      title={t(msg`Verify your email address`)}
    >
      <Greeting name={props.firstName} />
      <Text style={paragraph}>
        {props.changed
          ? text(msg`This address is now the sign-in e-mail of your ${{ brand }} account.`)
          : text(msg`Welcome to ${{ brand }}.`)}{' '}
        {rich(
          msg`Please confirm that it is yours. The link works once, for ${{ days: props.validDays }} days.`,
        )}
      </Text>
      <ActionButton href={props.verifyUrl}>{t(msg`Verify my email`)}</ActionButton>
      <Text style={paragraph}>
        {rich(msg`Or paste this address into your browser: ${{ link: props.verifyUrl }}`, {
          link: <Link href={props.verifyUrl}>{props.verifyUrl}</Link>,
        })}
      </Text>
    </Layout>
  );
}
