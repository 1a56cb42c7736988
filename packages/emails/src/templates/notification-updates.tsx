/** @jsxRuntime automatic @jsxImportSource react */
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/runtime-macro';
import { Link, Section, Text } from '@react-email/components';
import { BRAND, type NotificationPreferences } from '@uniguide/domain';
import { plainMessage, useEmailLanguage, type EmailLanguage } from '../i18n';
import { ActionButton, footerText, Greeting, Layout, paragraph } from '../layout';

export interface NotificationItem {
  title: string;
  body: string | null;
  /** Absolute link into the agent app. */
  url: string;
}

export interface UnsubscribeLink {
  /** What the link stops, e.g. "Application Updates e-mails". */
  label: string;
  /** The preference it turns off: another language names it from its own catalog. */
  preference?: keyof NotificationPreferences;
  url: string;
}

/** The e-mails each preference governs, named in the e-mail's language (English: the label as given). */
const PREFERENCE_EMAILS: Partial<Record<keyof NotificationPreferences, MessageDescriptor>> = {
  applicationUpdates: msg`Application Updates e-mails`,
  commissionUpdates: msg`Commission Updates e-mails`,
  marketingMaterials: msg`Marketing Materials e-mails`,
  newPrograms: msg`New Programs e-mails`,
};

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
    ? msg`Documents expiring soon`
    : props.about === 'marketing'
      ? msg`New marketing materials`
      : msg`Updates on your applications`;

export const notificationUpdatesSubject = (
  props: NotificationUpdatesProps,
  language: EmailLanguage,
) => {
  const brand = BRAND.name;
  const count = props.items.length;
  return plainMessage(
    language,
    count === 1
      ? msg`${{ title: props.items[0]!.title }} – ${{ brand }}`
      : props.about === 'documents'
        ? msg`${plural({ count }, { other: '# documents expiring soon' })} – ${{ brand }}`
        : props.about === 'marketing'
          ? msg`${plural({ count }, { other: '# new marketing materials' })} – ${{ brand }}`
          : msg`${plural({ count }, { other: '# updates' })} on your ${{ brand }} applications`,
  );
};

/** A title or body the API wrote: its direction follows its own first letters. */
const AUTO = { dir: 'auto' } as const;

/** One or more in-app notifications about the same application, batched into one e-mail. */
export function NotificationUpdatesEmail(props: NotificationUpdatesProps) {
  const { t, rich, language } = useEmailLanguage();
  const auto = language === 'en' ? {} : AUTO;
  const first = props.items[0];
  const brand = BRAND.name;
  return (
    <Layout
      preview={first?.body ?? first?.title ?? t(manyTitle(props))}
      title={
        props.items.length === 1 && first ? (
          language === 'en' ? (
            first.title
          ) : (
            <span {...auto}>{first.title}</span>
          )
        ) : (
          t(manyTitle(props))
        )
      }
      footer={<UnsubscribeFooter links={props.unsubscribe} preferencesUrl={props.preferencesUrl} />}
    >
      <Greeting name={props.firstName} />
      {props.items.map((item, index) => (
        <Section key={index}>
          {props.items.length > 1 && (
            <Text style={{ ...paragraph, fontWeight: 700 }} {...auto}>
              {item.title}
            </Text>
          )}
          {item.body && (
            <Text style={paragraph} {...auto}>
              {item.body}
            </Text>
          )}
          <Text style={paragraph}>
            <Link href={item.url}>{rich(msg`View in ${{ brand }}`)}</Link>
          </Text>
        </Section>
      ))}
      {first && <ActionButton href={first.url}>{rich(msg`Open ${{ brand }}`)}</ActionButton>}
    </Layout>
  );
}

export function UnsubscribeFooter(props: { links: UnsubscribeLink[]; preferencesUrl: string }) {
  const { t, rich, language } = useEmailLanguage();
  const labelOf = (link: UnsubscribeLink) => {
    const named = link.preference && PREFERENCE_EMAILS[link.preference];
    return language !== 'en' && named ? t(named) : link.label;
  };
  return (
    <Text style={footerText}>
      {props.links.map((link) => (
        <span key={link.url}>
          <Link href={link.url}>{rich(msg`Unsubscribe from ${{ label: labelOf(link) }}`)}</Link>
          {' · '}
        </span>
      ))}
      <Link href={props.preferencesUrl}>{t(msg`Notification settings`)}</Link>
    </Text>
  );
}
