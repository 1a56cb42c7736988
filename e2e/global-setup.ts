import { startMailServer } from './fixtures/mailbox';
import { E2E_SMTP_PORT } from './fixtures/urls';

/**
 * Starts the test mail server the e2e server's SMTP_URL points at; what it accepts is filed in the
 * run's data folder for the specs (fixtures/mailbox.ts). Playwright starts the web server first: a
 * message sent before this listens is retried by the job queue, so nothing is lost.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  return startMailServer(E2E_SMTP_PORT);
}
