import { render } from '@react-email/render';
import { isLanguage, type Language } from '@uniguide/domain';
import type { ReactElement } from 'react';
import { createElement } from 'react';
import { emailI18n, EmailLanguageProvider, type EmailLanguage } from './i18n';
import {
  NotificationDigestEmail,
  notificationDigestSubject,
  type NotificationDigestProps,
} from './templates/notification-digest';
import {
  NotificationUpdatesEmail,
  notificationUpdatesSubject,
  type NotificationUpdatesProps,
} from './templates/notification-updates';
import {
  PasswordChangedEmail,
  passwordChangedSubject,
  type PasswordChangedProps,
} from './templates/password-changed';
import {
  AgentApprovalEmail,
  agentApprovalSubject,
  type AgentApprovalProps,
} from './templates/agent-approval';
import {
  EmailChangedEmail,
  emailChangedSubject,
  type EmailChangedProps,
} from './templates/email-changed';
import { InvitationEmail, invitationSubject, type InvitationProps } from './templates/invitation';
import {
  StudentLinkEmail,
  studentLinkSubject,
  type StudentLinkProps,
} from './templates/student-link';
import {
  ApprovalOverdueEmail,
  approvalOverdueSubject,
  type ApprovalOverdueProps,
} from './templates/approval-overdue';
import {
  VerifyEmailEmail,
  verifyEmailSubject,
  type VerifyEmailProps,
} from './templates/verify-email';
import {
  OnboardingSessionEmail,
  onboardingSessionSubject,
  type OnboardingSessionProps,
} from './templates/onboarding-session';
import {
  PasswordResetEmail,
  passwordResetSubject,
  type PasswordResetProps,
} from './templates/password-reset';

export type { NotificationItem, UnsubscribeLink } from './templates/notification-updates';
export type { OverdueAgent } from './templates/approval-overdue';
export type {
  AgentApprovalProps,
  ApprovalOverdueProps,
  EmailChangedProps,
  InvitationProps,
  VerifyEmailProps,
  NotificationDigestProps,
  NotificationUpdatesProps,
  OnboardingSessionProps,
  PasswordChangedProps,
  PasswordResetProps,
};

/** A rendered message, ready for the outbox. */
export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

async function renderWith(subject: string, element: ReactElement): Promise<RenderedEmail> {
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { subject, html, text };
}

function template<P extends object>(
  subject: (props: P, language: EmailLanguage) => string,
  component: (props: P) => ReactElement,
): (props: P, language?: Language) => Promise<RenderedEmail> {
  return (props, language = 'en') =>
    renderWith(
      subject(props, { language, i18n: emailI18n(language) }),
      createElement(EmailLanguageProvider, {
        language,
        children: createElement(component, props),
      }),
    );
}

/**
 * Every e-mail the product sends, by name: `templates[name](props, language)` renders subject, HTML
 * and text in the recipient's language (English when none is given; docs/decisions/072-email-language.md).
 */
export const templates = {
  password_reset: template<PasswordResetProps>(passwordResetSubject, PasswordResetEmail),
  password_changed: template<PasswordChangedProps>(passwordChangedSubject, PasswordChangedEmail),
  notification_updates: template<NotificationUpdatesProps>(
    notificationUpdatesSubject,
    NotificationUpdatesEmail,
  ),
  notification_digest: template<NotificationDigestProps>(
    notificationDigestSubject,
    NotificationDigestEmail,
  ),
  verify_email: template<VerifyEmailProps>(verifyEmailSubject, VerifyEmailEmail),
  email_changed: template<EmailChangedProps>(emailChangedSubject, EmailChangedEmail),
  agent_approval: template<AgentApprovalProps>(agentApprovalSubject, AgentApprovalEmail),
  invitation: template<InvitationProps>(invitationSubject, InvitationEmail),
  approval_overdue: template<ApprovalOverdueProps>(approvalOverdueSubject, ApprovalOverdueEmail),
  student_link: template<StudentLinkProps>(studentLinkSubject, StudentLinkEmail),
  onboarding_session: template<OnboardingSessionProps>(
    onboardingSessionSubject,
    OnboardingSessionEmail,
  ),
};

export type TemplateName = keyof typeof templates;
export type TemplateProps<N extends TemplateName> = Parameters<(typeof templates)[N]>[0];

export function isTemplateName(name: string): name is TemplateName {
  return Object.hasOwn(templates, name);
}

/**
 * Renders one template by name in a language (the outbox stores the name and props; this gives the
 * bytes). A language that is not one of ours, or none (a user who never chose), is English.
 */
export function renderEmail<N extends TemplateName>(
  name: N,
  props: TemplateProps<N>,
  language?: string | null,
): Promise<RenderedEmail> {
  return (
    templates[name] as (props: TemplateProps<N>, language?: Language) => Promise<RenderedEmail>
  )(props, isLanguage(language) ? language : 'en');
}
export { catalogInstances } from './i18n';
