/** @jsxRuntime automatic @jsxImportSource react */
import { msg } from '@lingui/core/runtime-macro';
import { Link, Text } from '@react-email/components';
import { BRAND } from '@uniguide/domain';
import { plainMessage, useEmailLanguage, type EmailLanguage } from '../i18n';
import { ActionButton, Greeting, Layout, paragraph } from '../layout';

export interface AgentApprovalProps {
  firstName?: string | null;
  decision: 'approved' | 'declined';
  /** The admin's reason, for a decline. */
  reason?: string | null;
  dashboardUrl: string;
  /** Where an approved agent books their onboarding session with a regional expert. */
  onboardingUrl?: string;
}

export const agentApprovalSubject = (props: AgentApprovalProps, language: EmailLanguage) =>
  plainMessage(
    language,
    props.decision === 'approved'
      ? msg`Your ${{ brand: BRAND.name }} account is approved`
      : msg`Your ${{ brand: BRAND.name }} account was not approved`,
  );

export function AgentApprovalEmail(props: AgentApprovalProps) {
  const { t, rich } = useEmailLanguage();
  const approved = props.decision === 'approved';
  const brand = BRAND.name;
  return (
    <Layout
      preview={
        approved ? t(msg`You can submit applications now.`) : t(msg`About your account request.`)
      }
      title={approved ? t(msg`Your account is approved`) : t(msg`Your account was not approved`)}
    >
      <Greeting name={props.firstName} />
      {approved ? (
        <>
          <Text style={paragraph}>
            {rich(
              msg`Good news: your ${{ brand }} agent account is approved. You can now submit applications for your students, including the drafts you already saved.`,
            )}
          </Text>
          <ActionButton href={props.dashboardUrl}>{t(msg`Go to your dashboard`)}</ActionButton>
          {props.onboardingUrl ? (
            <Text style={paragraph}>
              {rich(
                msg`Next, book your personal onboarding session with a regional expert, at a time that suits you: ${{ link: props.onboardingUrl }}`,
                { link: <Link href={props.onboardingUrl}>{props.onboardingUrl}</Link> },
              )}
            </Text>
          ) : null}
        </>
      ) : (
        <>
          <Text style={paragraph}>
            {rich(
              msg`We reviewed your ${{ brand }} agent account and could not approve it, so applications cannot be submitted from it.`,
            )}
          </Text>
          {props.reason ? (
            <Text style={paragraph}>{rich(msg`Reason: ${{ reason: props.reason }}`)}</Text>
          ) : null}
          <Text style={paragraph}>
            {rich(msg`If you think this is a mistake, write to ${{ email: BRAND.supportEmail }}.`)}
          </Text>
        </>
      )}
    </Layout>
  );
}
