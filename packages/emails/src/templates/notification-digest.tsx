/** @jsxRuntime automatic @jsxImportSource react */
import { msg, plural } from '@lingui/core/runtime-macro';
import { Link, Section, Text } from '@react-email/components';
import { BRAND } from '@uniguide/domain';
import { plainMessage, useEmailLanguage, type EmailLanguage } from '../i18n';
import { Greeting, Layout, paragraph } from '../layout';
import {
  UnsubscribeFooter,
  type NotificationItem,
  type UnsubscribeLink,
} from './notification-updates';

export interface NotificationDigestProps {
  firstName?: string | null;
  /** The day the digest covers, as shown in the recipient's language ("26 November 2026"). */
  day: string;
  items: NotificationItem[];
  unsubscribe: UnsubscribeLink[];
  preferencesUrl: string;
}

export const notificationDigestSubject = (
  props: NotificationDigestProps,
  language: EmailLanguage,
) =>
  plainMessage(
    language,
    msg`Your ${{ brand: BRAND.name }} daily digest: ${plural(
      { count: props.items.length },
      { one: '# update', other: '# updates' },
    )}`,
  );

/** The day's notifications in one e-mail, for agents who chose the daily digest. */
export function NotificationDigestEmail(props: NotificationDigestProps) {
  const { rich, plain, text, language } = useEmailLanguage();
  const auto = language === 'en' ? {} : ({ dir: 'auto' } as const);
  return (
    <Layout
      preview={plain(
        msg`${plural({ count: props.items.length }, { one: '# update', other: '# updates' })} on ${{ day: props.day }}`,
      )}
      title={text(msg`Your updates for ${{ day: props.day }}`)}
      footer={<UnsubscribeFooter links={props.unsubscribe} preferencesUrl={props.preferencesUrl} />}
    >
      <Greeting name={props.firstName} />
      {props.items.map((item, index) => (
        <Section key={index}>
          <Text style={{ ...paragraph, fontWeight: 700, marginBottom: 0 }} {...auto}>
            {item.title}
          </Text>
          {item.body && (
            <Text style={{ ...paragraph, marginTop: 4 }} {...auto}>
              {item.body}
            </Text>
          )}
          <Text style={paragraph}>
            <Link href={item.url}>{rich(msg`View in ${{ brand: BRAND.name }}`)}</Link>
          </Text>
        </Section>
      ))}
    </Layout>
  );
}
