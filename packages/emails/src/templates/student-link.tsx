/** @jsxRuntime automatic @jsxImportSource react */
import { msg } from '@lingui/core/runtime-macro';
import { Link, Text } from '@react-email/components';
import { BRAND } from '@uniguide/domain';
import { plainMessage, useEmailLanguage, type EmailLanguage } from '../i18n';
import { ActionButton, Layout, paragraph } from '../layout';

export interface StudentLinkProps {
  studentFirstName: string;
  /** The agency that sends it, as the student knows it. */
  agencyName: string;
  /** The student's page (the raw token is in it). */
  linkUrl: string;
  /** The last day it works, written out in the e-mail's language ("December 28, 2026"). */
  validUntil: string;
}

export const studentLinkSubject = (props: StudentLinkProps, language: EmailLanguage) =>
  plainMessage(language, msg`${{ agency: props.agencyName }}: your study options in the UAE`);

export function StudentLinkEmail(props: StudentLinkProps) {
  const { t, rich, plain } = useEmailLanguage();
  return (
    <Layout
      preview={plain(msg`Your quote and applications from ${{ agency: props.agencyName }}.`)}
      title={t(msg`Your page`)}
    >
      <Text style={paragraph}>{rich(msg`Hello ${{ name: props.studentFirstName }},`)}</Text>
      <Text style={paragraph}>
        {rich(
          msg`${{ agency: props.agencyName }} made a page for you on ${{ brand: BRAND.name }}: your quote, the status of your applications, and the documents the universities need from you. No account is needed. The link works until ${{ day: props.validUntil }}.`,
        )}
      </Text>
      <ActionButton href={props.linkUrl}>{t(msg`Open your page`)}</ActionButton>
      <Text style={paragraph}>
        {rich(msg`Or paste this address into your browser: ${{ link: props.linkUrl }}`, {
          link: <Link href={props.linkUrl}>{props.linkUrl}</Link>,
        })}
      </Text>
      <Text style={paragraph}>
        {t(msg`Keep this link to yourself: anyone who has it can see your page.`)}
      </Text>
    </Layout>
  );
}
