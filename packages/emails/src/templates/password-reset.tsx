/** @jsxRuntime automatic @jsxImportSource react */
import { Link, Text } from '@react-email/components';
import { BRAND } from '@uniguide/domain';
import { ActionButton, greeting, Layout, paragraph } from '../layout';

export interface PasswordResetProps {
  firstName?: string | null;
  /** The one-time link to the reset page (the raw token is in it). */
  resetUrl: string;
  /** How long the link works. */
  validMinutes: number;
}

export const passwordResetSubject = () => `Reset your ${BRAND.name} password`;

export function PasswordResetEmail(props: PasswordResetProps) {
  return (
    <Layout preview="Use this link to choose a new password." title="Reset your password">
      <Text style={paragraph}>{greeting(props.firstName)}</Text>
      <Text style={paragraph}>
        Someone (hopefully you) asked to reset the password of your {BRAND.name} account. The link
        below works once, for {props.validMinutes} minutes.
      </Text>
      <ActionButton href={props.resetUrl}>Choose a new password</ActionButton>
      <Text style={paragraph}>
        Or paste this address into your browser: <Link href={props.resetUrl}>{props.resetUrl}</Link>
      </Text>
      <Text style={paragraph}>
        If you did not ask for this, ignore this e-mail: your password stays as it is.
      </Text>
    </Layout>
  );
}
