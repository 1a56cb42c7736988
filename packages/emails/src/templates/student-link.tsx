/** @jsxRuntime automatic @jsxImportSource react */
import { Link, Text } from '@react-email/components';
import { BRAND } from '@uniguide/domain';
import { ActionButton, Layout, paragraph } from '../layout';

export interface StudentLinkProps {
  studentFirstName: string;
  /** The agency that sends it, as the student knows it. */
  agencyName: string;
  /** The student's page (the raw token is in it). */
  linkUrl: string;
  /** The last day it works, written out ("December 28, 2026"). */
  validUntil: string;
}

export const studentLinkSubject = (props: StudentLinkProps) =>
  `${props.agencyName}: your study options in the UAE`;

export function StudentLinkEmail(props: StudentLinkProps) {
  return (
    <Layout preview={`Your quote and applications from ${props.agencyName}.`} title="Your page">
      <Text style={paragraph}>Hello {props.studentFirstName},</Text>
      <Text style={paragraph}>
        {props.agencyName} made a page for you on {BRAND.name}: your quote, the status of your
        applications, and the documents the universities need from you. No account is needed. The
        link works until {props.validUntil}.
      </Text>
      <ActionButton href={props.linkUrl}>Open your page</ActionButton>
      <Text style={paragraph}>
        Or paste this address into your browser: <Link href={props.linkUrl}>{props.linkUrl}</Link>
      </Text>
      <Text style={paragraph}>
        Keep this link to yourself: anyone who has it can see your page.
      </Text>
    </Layout>
  );
}
