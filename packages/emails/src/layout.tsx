/** @jsxRuntime automatic @jsxImportSource react */
import {
  Body,
  Button,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Link,
  Preview,
  Section,
  Text,
} from '@react-email/components';
import { msg } from '@lingui/core/runtime-macro';
import { BRAND, BRAND_COLORS } from '@uniguide/domain';
import type { ReactNode } from 'react';
import { useEmailLanguage } from './i18n';

const page = {
  backgroundColor: BRAND_COLORS.surface,
  fontFamily: 'Helvetica, Arial, sans-serif',
  margin: 0,
};
const card = {
  backgroundColor: '#ffffff',
  borderRadius: '8px',
  margin: '24px auto',
  maxWidth: '560px',
  padding: '32px',
};
const heading = { color: '#0f172a', fontSize: '22px', margin: '0 0 16px' };
const footer = { color: '#64748b', fontSize: '12px', lineHeight: '18px' };
/** Arabic first: a client without it falls back to one that has Arabic letters. */
const ARABIC_FONTS = "'Noto Sans Arabic', Tahoma, Arial, sans-serif";
export const paragraph = { color: '#1e293b', fontSize: '15px', lineHeight: '24px' };
const button = {
  backgroundColor: BRAND_COLORS.primary,
  borderRadius: '6px',
  color: BRAND_COLORS.primaryForeground,
  fontSize: '15px',
  padding: '12px 20px',
  textDecoration: 'none',
};

/** A greeting that uses the first name when the account has one. */
export function Greeting(props: { name?: string | null | undefined }) {
  const { text, t } = useEmailLanguage();
  const name = props.name?.trim();
  return <Text style={paragraph}>{name ? text(msg`Hello ${{ name }},`) : t(msg`Hello,`)}</Text>;
}

/** The frame every e-mail shares: brand, heading, content, and a footer with the support address. */
export function Layout(props: {
  preview: string;
  title: ReactNode;
  children: ReactNode;
  /** Extra footer lines, e.g. the unsubscribe links. */
  footer?: ReactNode;
}) {
  const { language, dir, rich } = useEmailLanguage();
  // English keeps its bytes; a right-to-left e-mail says so on the page and on the card too, since
  // some clients drop the <html> element's attributes.
  const rtl = dir === 'rtl';
  return (
    <Html lang={language} {...(rtl ? { dir } : {})}>
      <Head />
      <Preview>{props.preview}</Preview>
      <Body style={rtl ? { ...page, fontFamily: ARABIC_FONTS, direction: dir } : page}>
        <Container style={rtl ? { ...card, textAlign: 'right' } : card} {...(rtl ? { dir } : {})}>
          <Text
            style={{
              ...paragraph,
              fontWeight: 700,
              color: BRAND_COLORS.primary,
              borderBottom: `3px solid ${BRAND_COLORS.highlight}`,
              display: 'inline-block',
              paddingBottom: '2px',
            }}
          >
            {BRAND.name}
          </Text>
          <Heading as="h1" style={heading}>
            {props.title}
          </Heading>
          {props.children}
          <Hr />
          <Section>
            <Text style={footer}>
              {BRAND.name} · {rtl ? <bdi>{BRAND.address}</bdi> : BRAND.address}
              <br />
              {rich(msg`Questions? Write to ${{ email: BRAND.supportEmail }}.`, {
                email: <Link href={`mailto:${BRAND.supportEmail}`}>{BRAND.supportEmail}</Link>,
              })}
            </Text>
            {props.footer}
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

export function ActionButton(props: { href: string; children: ReactNode }) {
  return (
    <Section style={{ margin: '24px 0' }}>
      <Button href={props.href} style={button}>
        {props.children}
      </Button>
    </Section>
  );
}

export const footerText = footer;
