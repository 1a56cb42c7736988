/** @jsxRuntime automatic @jsxImportSource react */
import { msg } from '@lingui/core/runtime-macro';
import { Text } from '@react-email/components';
import { BRAND } from '@uniguide/domain';
import { plainMessage, useEmailLanguage, type EmailLanguage } from '../i18n';
import { Greeting, Layout, paragraph } from '../layout';

export interface EmailChangedProps {
  firstName?: string | null;
  /** The account's new address (this message goes to the old one). */
  newEmail: string;
}

export const emailChangedSubject = (_props: EmailChangedProps, language: EmailLanguage) =>
  plainMessage(language, msg`Your ${{ brand: BRAND.name }} email address was changed`);

export function EmailChangedEmail(props: EmailChangedProps) {
  const { t, rich } = useEmailLanguage();
  return (
    <Layout
      preview={t(msg`Your sign-in e-mail was changed.`)}
      title={t(msg`Your email address was changed`)}
    >
      <Greeting name={props.firstName} />
      <Text style={paragraph}>
        {rich(
          msg`The sign-in e-mail of your ${{ brand: BRAND.name }} account was changed from this address to ${{ email: props.newEmail }}. From now on, sign in and receive our e-mails there.`,
        )}
      </Text>
      <Text style={paragraph}>
        {rich(
          msg`If you did not do this, write to ${{ email: BRAND.supportEmail }} at once so we can secure your account.`,
        )}
      </Text>
    </Layout>
  );
}
