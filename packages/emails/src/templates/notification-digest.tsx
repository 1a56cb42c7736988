/** @jsxRuntime automatic @jsxImportSource react */
import { Link, Section, Text } from '@react-email/components';
import { BRAND } from '@uniguide/domain';
import { greeting, Layout, paragraph } from '../layout';
import {
  UnsubscribeFooter,
  type NotificationItem,
  type UnsubscribeLink,
} from './notification-updates';

export interface NotificationDigestProps {
  firstName?: string | null;
  /** The day the digest covers, as shown ("26 November 2026"). */
  day: string;
  items: NotificationItem[];
  unsubscribe: UnsubscribeLink[];
  preferencesUrl: string;
}

export const notificationDigestSubject = (props: NotificationDigestProps) =>
  `Your ${BRAND.name} daily digest: ${props.items.length} update${props.items.length === 1 ? '' : 's'}`;

/** The day's notifications in one e-mail, for agents who chose the daily digest. */
export function NotificationDigestEmail(props: NotificationDigestProps) {
  return (
    <Layout
      preview={`${props.items.length} update${props.items.length === 1 ? '' : 's'} on ${props.day}`}
      title={`Your updates for ${props.day}`}
      footer={<UnsubscribeFooter links={props.unsubscribe} preferencesUrl={props.preferencesUrl} />}
    >
      <Text style={paragraph}>{greeting(props.firstName)}</Text>
      {props.items.map((item, index) => (
        <Section key={index}>
          <Text style={{ ...paragraph, fontWeight: 700, marginBottom: 0 }}>{item.title}</Text>
          {item.body && <Text style={{ ...paragraph, marginTop: 4 }}>{item.body}</Text>}
          <Text style={paragraph}>
            <Link href={item.url}>View in {BRAND.name}</Link>
          </Text>
        </Section>
      ))}
    </Layout>
  );
}
