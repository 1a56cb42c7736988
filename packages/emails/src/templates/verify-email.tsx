/** @jsxRuntime automatic @jsxImportSource react */
import { Link, Text } from '@react-email/components';
import { BRAND } from '@uniguide/domain';
import { ActionButton, greeting, Layout, paragraph } from '../layout';

export interface VerifyEmailProps {
  firstName?: string | null;
  /** The one-time link to /verify-email (the raw token is in it). */
  verifyUrl: string;
  /** How long the link works, in days. */
  validDays: number;
  /** Sent after the address was changed in Settings rather than at sign-up. */
  changed?: boolean;
}

export const verifyEmailSubject = () => `Verify your ${BRAND.name} email address`;

export function VerifyEmailEmail(props: VerifyEmailProps) {
  return (
    <Layout preview="Confirm this is your address." title="Verify your email address">
      <Text style={paragraph}>{greeting(props.firstName)}</Text>
      <Text style={paragraph}>
        {props.changed
          ? `This address is now the sign-in e-mail of your ${BRAND.name} account.`
          : `Welcome to ${BRAND.name}.`}{' '}
        Please confirm that it is yours. The link works once, for {props.validDays} days.
      </Text>
      <ActionButton href={props.verifyUrl}>Verify my email</ActionButton>
      <Text style={paragraph}>
        Or paste this address into your browser:{' '}
        <Link href={props.verifyUrl}>{props.verifyUrl}</Link>
      </Text>
    </Layout>
  );
}
