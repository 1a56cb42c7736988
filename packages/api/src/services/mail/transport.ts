import nodemailer from 'nodemailer';

export interface OutgoingMessage {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
  /** A calendar invitation: its iTIP method and `.ics` text (an onboarding session's). */
  calendar?: { method: 'REQUEST' | 'CANCEL'; content: string };
  /** Stable per outbox row, so a receiver can tell a repeated delivery from a new message. */
  messageId: string;
}

/** Where mail goes: SMTP in production, a test server in tests. */
export interface MailTransport {
  send(message: OutgoingMessage): Promise<{ messageId: string | null }>;
  close(): void;
}

/**
 * Connections to the mail server kept open and shared by every send: a backlog goes out over a few
 * connections instead of a handshake per message.
 */
const SMTP_POOL_CONNECTIONS = 5;

/** SMTP through nodemailer (SMTP_URL such as smtp://user:pass@host:587 or smtps://…), pooled. */
export function createSmtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: SMTP_POOL_CONNECTIONS,
    // A server that is down or silent fails the attempt in seconds; the queue retries it later.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async send(message) {
      const info = await transporter.sendMail({
        from: message.from,
        to: message.to,
        subject: message.subject,
        html: message.html,
        text: message.text,
        headers: message.headers,
        messageId: message.messageId,
        // A text/calendar alternative with its METHOD, which calendar clients offer to add, and
        // the same text as an invite.ics file for the others.
        ...(message.calendar
          ? {
              icalEvent: {
                method: message.calendar.method,
                filename: 'invite.ics',
                content: message.calendar.content,
              },
            }
          : {}),
      });
      return { messageId: typeof info.messageId === 'string' ? info.messageId : null };
    },
    close: () => transporter.close(),
  };
}
