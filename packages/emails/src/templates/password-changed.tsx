/** @jsxRuntime automatic @jsxImportSource react */
import { Link, Text } from '@react-email/components';
import { BRAND } from '@uniguide/domain';
import { greeting, Layout, paragraph } from '../layout';

export interface PasswordChangedProps {
  firstName?: string | null;
  signInUrl: string;
}

export const passwordChangedSubject = () => `Your ${BRAND.name} password was changed`;

export function PasswordChangedEmail(props: PasswordChangedProps) {
  return (
    <Layout preview="Your password was changed." title="Your password was changed">
      <Text style={paragraph}>{greeting(props.firstName)}</Text>
      <Text style={paragraph}>
        The password of your {BRAND.name} account was just changed, and every device that was signed
        in has been signed out. You can sign in again at{' '}
        <Link href={props.signInUrl}>{props.signInUrl}</Link>.
      </Text>
      <Text style={paragraph}>
        If you did not do this, reset your password at once and write to {BRAND.supportEmail}.
      </Text>
    </Layout>
  );
}
