/** @jsxRuntime automatic @jsxImportSource react */
import { Text } from '@react-email/components';
import { BRAND } from '@uniguide/domain';
import { greeting, Layout, paragraph } from '../layout';

export interface EmailChangedProps {
  firstName?: string | null;
  /** The account's new address (this message goes to the old one). */
  newEmail: string;
}

export const emailChangedSubject = () => `Your ${BRAND.name} email address was changed`;

export function EmailChangedEmail(props: EmailChangedProps) {
  return (
    <Layout preview="Your sign-in e-mail was changed." title="Your email address was changed">
      <Text style={paragraph}>{greeting(props.firstName)}</Text>
      <Text style={paragraph}>
        The sign-in e-mail of your {BRAND.name} account was changed from this address to{' '}
        {props.newEmail}. From now on, sign in and receive our e-mails there.
      </Text>
      <Text style={paragraph}>
        If you did not do this, write to {BRAND.supportEmail} at once so we can secure your account.
      </Text>
    </Layout>
  );
}
