/** @jsxRuntime automatic @jsxImportSource react */
import { Link, Section, Text } from '@react-email/components';
import { BRAND } from '@uniguide/domain';
import { ActionButton, footerText, greeting, Layout, paragraph } from '../layout';

export interface NotificationItem {
  title: string;
  body: string | null;
  /** Absolute link into the agent app. */
  url: string;
}

export interface UnsubscribeLink {
  /** What the link stops, e.g. "Application Updates e-mails". */
  label: string;
  url: string;
}

export interface NotificationUpdatesProps {
  firstName?: string | null;
  items: NotificationItem[];
  unsubscribe: UnsubscribeLink[];
  preferencesUrl: string;
  /**
   * What the items are about: one application's updates (the default), expiring documents, or new
   * marketing materials.
   */
  about?: 'application' | 'documents' | 'marketing';
}

/** The heading of an e-mail of several items. */
const manyTitle = (props: NotificationUpdatesProps) =>
  props.about === 'documents'
    ? 'Documents expiring soon'
    : props.about === 'marketing'
      ? 'New marketing materials'
      : 'Updates on your applications';

export const notificationUpdatesSubject = (props: NotificationUpdatesProps) =>
  props.items.length === 1
    ? `${props.items[0]!.title} – ${BRAND.name}`
    : props.about === 'documents'
      ? `${props.items.length} documents expiring soon – ${BRAND.name}`
      : props.about === 'marketing'
        ? `${props.items.length} new marketing materials – ${BRAND.name}`
        : `${props.items.length} updates on your ${BRAND.name} applications`;

/** One or more in-app notifications about the same application, batched into one e-mail. */
export function NotificationUpdatesEmail(props: NotificationUpdatesProps) {
  const first = props.items[0];
  return (
    <Layout
      preview={first?.body ?? first?.title ?? manyTitle(props)}
      title={props.items.length === 1 && first ? first.title : manyTitle(props)}
      footer={<UnsubscribeFooter links={props.unsubscribe} preferencesUrl={props.preferencesUrl} />}
    >
      <Text style={paragraph}>{greeting(props.firstName)}</Text>
      {props.items.map((item, index) => (
        <Section key={index}>
          {props.items.length > 1 && (
            <Text style={{ ...paragraph, fontWeight: 700 }}>{item.title}</Text>
          )}
          {item.body && <Text style={paragraph}>{item.body}</Text>}
          <Text style={paragraph}>
            <Link href={item.url}>View in {BRAND.name}</Link>
          </Text>
        </Section>
      ))}
      {first && <ActionButton href={first.url}>Open {BRAND.name}</ActionButton>}
    </Layout>
  );
}

export function UnsubscribeFooter(props: { links: UnsubscribeLink[]; preferencesUrl: string }) {
  return (
    <Text style={footerText}>
      {props.links.map((link) => (
        <span key={link.url}>
          <Link href={link.url}>Unsubscribe from {link.label}</Link>
          {' · '}
        </span>
      ))}
      <Link href={props.preferencesUrl}>Notification settings</Link>
    </Text>
  );
}
