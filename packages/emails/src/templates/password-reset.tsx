/** @jsxRuntime automatic @jsxImportSource react */
import { msg } from '@lingui/core/runtime-macro';
import { Link, Text } from '@react-email/components';
import { BRAND } from '@uniguide/domain';
import { plainMessage, useEmailLanguage, type EmailLanguage } from '../i18n';
import { ActionButton, Greeting, Layout, paragraph } from '../layout';

export interface PasswordResetProps {
  firstName?: string | null;
  /** The one-time link to the reset page (the raw token is in it). */
  resetUrl: string;
  /** How long the link works. */
  validMinutes: number;
}

export const passwordResetSubject = (_props: PasswordResetProps, language: EmailLanguage) =>
  plainMessage(language, msg`Reset your ${{ brand: BRAND.name }} password`);

export function PasswordResetEmail(props: PasswordResetProps) {
  const { t, rich } = useEmailLanguage();
  return (
    <Layout
      preview={t(msg`Use this link to choose a new password.`)}
      title={t(msg`Reset your password`)}
    >
      <Greeting name={props.firstName} />
      <Text style={paragraph}>
        {rich(
          msg`Someone (hopefully you) asked to reset the password of your ${{ brand: BRAND.name }} account. The link below works once, for ${{ minutes: props.validMinutes }} minutes.`,
        )}
      </Text>
      <ActionButton href={props.resetUrl}>{t(msg`Choose a new password`)}</ActionButton>
      <Text style={paragraph}>
        {rich(msg`Or paste this address into your browser: ${{ link: props.resetUrl }}`, {
          link: <Link href={props.resetUrl}>{props.resetUrl}</Link>,
        })}
      </Text>
      <Text style={paragraph}>
        {t(msg`If you did not ask for this, ignore this e-mail: your password stays as it is.`)}
      </Text>
    </Layout>
  );
}
