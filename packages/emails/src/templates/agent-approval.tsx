/** @jsxRuntime automatic @jsxImportSource react */
import { Link, Text } from '@react-email/components';
import { BRAND } from '@uniguide/domain';
import { ActionButton, greeting, Layout, paragraph } from '../layout';

export interface AgentApprovalProps {
  firstName?: string | null;
  decision: 'approved' | 'declined';
  /** The admin's reason, for a decline. */
  reason?: string | null;
  dashboardUrl: string;
  /** Where an approved agent books their onboarding session with a regional expert. */
  onboardingUrl?: string;
}

export const agentApprovalSubject = (props: AgentApprovalProps) =>
  props.decision === 'approved'
    ? `Your ${BRAND.name} account is approved`
    : `Your ${BRAND.name} account was not approved`;

export function AgentApprovalEmail(props: AgentApprovalProps) {
  const approved = props.decision === 'approved';
  return (
    <Layout
      preview={approved ? 'You can submit applications now.' : 'About your account request.'}
      title={approved ? 'Your account is approved' : 'Your account was not approved'}
    >
      <Text style={paragraph}>{greeting(props.firstName)}</Text>
      {approved ? (
        <>
          <Text style={paragraph}>
            Good news: your {BRAND.name} agent account is approved. You can now submit applications
            for your students, including the drafts you already saved.
          </Text>
          <ActionButton href={props.dashboardUrl}>Go to your dashboard</ActionButton>
          {props.onboardingUrl ? (
            <Text style={paragraph}>
              Next, book your personal onboarding session with a regional expert, at a time that
              suits you: <Link href={props.onboardingUrl}>{props.onboardingUrl}</Link>
            </Text>
          ) : null}
        </>
      ) : (
        <>
          <Text style={paragraph}>
            We reviewed your {BRAND.name} agent account and could not approve it, so applications
            cannot be submitted from it.
          </Text>
          {props.reason ? <Text style={paragraph}>Reason: {props.reason}</Text> : null}
          <Text style={paragraph}>
            If you think this is a mistake, write to {BRAND.supportEmail}.
          </Text>
        </>
      )}
    </Layout>
  );
}
