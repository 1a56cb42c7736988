/** @jsxRuntime automatic @jsxImportSource react */
import { msg } from '@lingui/core/runtime-macro';
import { Link, Text } from '@react-email/components';
import { BRAND } from '@uniguide/domain';
import { plainMessage, useEmailLanguage, type EmailLanguage } from '../i18n';
import { Greeting, Layout, paragraph } from '../layout';

export interface PasswordChangedProps {
  firstName?: string | null;
  signInUrl: string;
}

export const passwordChangedSubject = (_props: PasswordChangedProps, language: EmailLanguage) =>
  plainMessage(language, msg`Your ${{ brand: BRAND.name }} password was changed`);

export function PasswordChangedEmail(props: PasswordChangedProps) {
  const { t, rich } = useEmailLanguage();
  return (
    <Layout preview={t(msg`Your password was changed.`)} title={t(msg`Your password was changed`)}>
      <Greeting name={props.firstName} />
      <Text style={paragraph}>
        {rich(
          msg`The password of your ${{ brand: BRAND.name }} account was just changed, and every device that was signed in has been signed out. You can sign in again at ${{ link: props.signInUrl }}.`,
          { link: <Link href={props.signInUrl}>{props.signInUrl}</Link> },
        )}
      </Text>
      <Text style={paragraph}>
        {rich(
          msg`If you did not do this, reset your password at once and write to ${{ email: BRAND.supportEmail }}.`,
        )}
      </Text>
    </Layout>
  );
}
