/** @jsxRuntime automatic @jsxImportSource react */
import { Section, Text } from '@react-email/components';
import { BRAND } from '@uniguide/domain';
import { ActionButton, greeting, Layout, paragraph } from '../layout';

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

export const approvalOverdueSubject = (props: ApprovalOverdueProps) =>
  props.agents.length === 1
    ? `An agent has waited over 48 hours for approval`
    : `${props.agents.length} agents have waited over 48 hours for approval`;

/** To every admin, when agents pass the 48 hours the landing page promises (decision 027). */
export function ApprovalOverdueEmail(props: ApprovalOverdueProps) {
  return (
    <Layout
      preview="New agents are waiting longer than we promise."
      title="Agents waiting for approval"
    >
      <Text style={paragraph}>{greeting(props.firstName)}</Text>
      <Text style={paragraph}>
        {BRAND.name} promises new agents an answer within 48 hours. These agents have waited longer:
      </Text>
      <Section>
        {props.agents.map((agent) => (
          <Text key={agent.email} style={paragraph}>
            {agent.name} ({agent.email}) — waiting {agent.hoursWaiting} hours
          </Text>
        ))}
      </Section>
      <ActionButton href={props.approvalsUrl}>Open the approval queue</ActionButton>
    </Layout>
  );
}
