// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  trpcServerError,
  type FakeHandlers,
  type ProcedureOutput,
  fakePage,
} from '@uniguide/client/testing';
import { chooseOption, clearToasts, renderLoadedPage } from '@uniguide/client/testing/page';
import { afterEach, describe, expect, it } from 'vitest';
import { OutboxPage } from './outbox-page';

const messages: ProcedureOutput<'admin.outbox.list'>['items'] = [
  {
    id: 7,
    toAddress: 'amira@example.com',
    subject: 'Reset your UniGuide password',
    template: 'password_reset',
    kind: null,
    state: 'held',
    attempts: 0,
    lastError: null,
    createdAt: '2026-03-18T14:03:09.000Z',
    sentAt: null,
  },
  {
    id: 6,
    toAddress: 'sara@example.com',
    subject: 'Welcome to UniGuide',
    template: 'verify_email',
    kind: null,
    state: 'sent',
    attempts: 1,
    lastError: null,
    createdAt: '2026-03-18T13:00:00.000Z',
    sentAt: '2026-03-18T13:00:02.000Z',
  },
];

const detail = {
  ...messages[0]!,
  html: '<p>Hello <script>parent.alert(1)</script><a href="https://x.test/reset">Reset</a></p>',
  text: 'Hello\n\nReset: https://x.test/reset',
};

const deadJob = {
  id: '3f1c9a56-1a2b-4c3d-8e9f-0123456789ab',
  queue: 'email-send',
  data: { outboxId: 5 },
  error: '451 Try again later',
  failedAt: '2026-03-18T12:00:00.000Z',
};

function handlers(overrides: FakeHandlers = {}): FakeHandlers {
  return {
    'admin.outbox.list': () => fakePage(messages, 2),
    'admin.outbox.get': () => detail,
    'admin.outbox.deadJobs': () => ({ items: [deadJob] }),
    'admin.outbox.retry': (input) => ({
      id: Number(input.id),
      state: 'queued',
    }),
    'admin.outbox.retryDeadJob': (input) => ({
      id: String(input.id),
      queue: 'email-send',
      jobId: 'new-job',
    }),
    ...overrides,
  };
}

afterEach(() => {
  clearToasts();
  cleanup();
});

describe('<OutboxPage />', () => {
  it('lists to, subject, state, attempts and time, with Retry only for held or failed messages', async () => {
    await renderLoadedPage(<OutboxPage />, { handlers: handlers() });
    const table = await screen.findByRole('table');
    const [header, first, second] = within(table).getAllByRole('row');
    expect(header!.textContent).toBe('ToSubjectStateAttemptsCreatedActions');
    expect(first!.textContent).toContain('amira@example.com');
    expect(first!.textContent).toContain('Reset your UniGuide password');
    expect(first!.textContent).toContain('Held');
    expect(within(first!).getByText(/^Mar 18, 2026 \d{2}:\d{2}:09$/)).toBeTruthy();
    expect(within(first!).getByRole('button', { name: 'Retry message 7' })).toBeTruthy();
    expect(second!.textContent).toContain('Sent');
    expect(within(second!).queryByRole('button', { name: /Retry/ })).toBeNull();
    expect(screen.getByText('2 messages', { exact: false })).toBeTruthy();
  });

  it('filters by state on the server and starts again at page 1', async () => {
    const { callsTo } = await renderLoadedPage(<OutboxPage />, { handlers: handlers() });
    await screen.findByRole('table');
    await chooseOption('State', 'Failed');
    await waitFor(() =>
      expect(callsTo('admin.outbox.list').at(-1)?.input).toEqual({
        page: 1,
        pageSize: 20,
        state: 'dead',
      }),
    );
  });

  it('shows the rendered body in a frame with every permission withheld, and the plain text', async () => {
    await renderLoadedPage(<OutboxPage />, { handlers: handlers() });
    fireEvent.click(await screen.findByRole('button', { name: 'View message 7' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset your UniGuide password' });
    const frame = await within(dialog).findByTitle('Message body');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toBe(detail.html);
    // Nothing of the message runs or renders in the console's own document.
    expect(dialog.querySelector('script')).toBeNull();
    expect(within(dialog).getByText('To amira@example.com')).toBeTruthy();

    const textTab = within(dialog).getByRole('tab', { name: 'Plain text' });
    fireEvent.mouseDown(textTab);
    fireEvent.click(textTab);
    expect((await within(dialog).findByLabelText('Message text')).textContent).toBe(detail.text);
  });

  it('sends a held message again and says so', async () => {
    const { callsTo } = await renderLoadedPage(<OutboxPage />, { handlers: handlers() });
    fireEvent.click(await screen.findByRole('button', { name: 'Retry message 7' }));
    expect(await screen.findByText('Message queued')).toBeTruthy();
    expect(callsTo('admin.outbox.retry')[0]?.input).toEqual({ id: 7 });
  });

  it('lists dead jobs with their last error and retries one', async () => {
    const { callsTo } = await renderLoadedPage(<OutboxPage />, { handlers: handlers() });
    const list = await screen.findByRole('list', { name: 'Dead jobs' });
    expect(list.textContent).toContain('email-send');
    expect(list.textContent).toContain('451 Try again later');
    fireEvent.click(within(list).getByRole('button', { name: /Retry email-send job/ }));
    expect(await screen.findByText('Job queued again')).toBeTruthy();
    expect(callsTo('admin.outbox.retryDeadJob')[0]?.input).toEqual({ id: deadJob.id });
  });

  it("shows the server's reason when a dead job cannot be retried (no queue in this process)", async () => {
    await renderLoadedPage(<OutboxPage />, {
      handlers: handlers({
        'admin.outbox.retryDeadJob': () => {
          throw trpcServerError('The job queue is not running in this process', 503);
        },
      }),
    });
    const list = await screen.findByRole('list', { name: 'Dead jobs' });
    fireEvent.click(within(list).getByRole('button', { name: /Retry email-send job/ }));
    expect(await screen.findByText('Could not retry the job')).toBeTruthy();
    expect(screen.getByText('The job queue is not running in this process')).toBeTruthy();
  });

  it('says so when there are no dead jobs', async () => {
    await renderLoadedPage(<OutboxPage />, {
      handlers: handlers({ 'admin.outbox.deadJobs': () => ({ items: [] }) }),
    });
    expect(await screen.findByText('No dead jobs.')).toBeTruthy();
  });
});
