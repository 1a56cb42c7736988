/** @jsxRuntime automatic @jsxImportSource react */
import { msg, plural } from '@lingui/core/runtime-macro';
import { Section, Text } from '@react-email/components';
import { BRAND } from '@uniguide/domain';
import { plainMessage, useEmailLanguage, type EmailLanguage } from '../i18n';
import { ActionButton, Greeting, Layout, paragraph } from '../layout';

export interface OverdueAgent {
  name: string;
  email: string;
  /** Whole hours since sign-up. */
  hoursWaiting: number;
}

export interface ApprovalOverdueProps {
  firstName?: string | null;
  agents: OverdueAgent[];
  approvalsUrl: string;
}

export const approvalOverdueSubject = (props: ApprovalOverdueProps, language: EmailLanguage) =>
  plainMessage(
    language,
    msg`${plural(
      { count: props.agents.length },
      {
        one: 'An agent has waited over 48 hours for approval',
        other: '# agents have waited over 48 hours for approval',
      },
    )}`,
  );

/** To every admin, when agents pass the 48 hours the landing page promises (decision 027). */
export function ApprovalOverdueEmail(props: ApprovalOverdueProps) {
  const { t, rich } = useEmailLanguage();
  return (
    <Layout
      preview={t(msg`New agents are waiting longer than we promise.`)}
      title={t(msg`Agents waiting for approval`)}
    >
      <Greeting name={props.firstName} />
      <Text style={paragraph}>
        {rich(
          msg`${{ brand: BRAND.name }} promises new agents an answer within 48 hours. These agents have waited longer:`,
        )}
      </Text>
      <Section>
        {props.agents.map((agent) => (
          <Text key={agent.email} style={paragraph}>
            {rich(
              msg`${{ name: agent.name }} (${{ email: agent.email }}) — waiting ${{ hours: agent.hoursWaiting }} hours`,
            )}
          </Text>
        ))}
      </Section>
      <ActionButton href={props.approvalsUrl}>{t(msg`Open the approval queue`)}</ActionButton>
    </Layout>
  );
}
