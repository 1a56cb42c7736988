import { createServer, type AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server for tests: collects what it accepts, can refuse, and can go down and come back. */
export interface TestMailbox {
  /** smtp://127.0.0.1:port, for SMTP_URL or createSmtpTransport. */
  url: string;
  messages: ParsedMail[];
  /** While set, every message is refused with this SMTP reply code (e.g. 451 temporary, 550 final). */
  refuseWith(code: number | null): void;
  /** Closes the listener: connections are refused until start(). */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Resolves with the first message that matches, waiting up to `timeoutMs`. */
  waitFor(match: (mail: ParsedMail) => boolean, timeoutMs?: number): Promise<ParsedMail>;
  close(): Promise<void>;
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

export async function startTestMailbox(): Promise<TestMailbox> {
  const port = await freePort();
  const messages: ParsedMail[] = [];
  let refusal: number | null = null;
  let server: SMTPServer | null = null;

  const listen = async () => {
    server = new SMTPServer({
      authOptional: true,
      // The transport keeps pooled connections open: stop() cuts them at once, as a server that
      // goes down does, instead of waiting 30 s for them to end.
      closeTimeout: 50,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, _session, callback) {
        const code = refusal;
        simpleParser(stream)
          .then((mail) => {
            if (code !== null) {
              callback(
                Object.assign(new Error('Refused by the test mailbox'), { responseCode: code }),
              );
              return;
            }
            messages.push(mail);
            callback();
          })
          .catch((error: Error) => callback(error));
      },
    });
    await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve));
  };
  const stop = async () => {
    const current = server;
    server = null;
    if (current) await new Promise<void>((resolve) => current.close(() => resolve()));
  };
  await listen();

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    refuseWith: (code) => {
      refusal = code;
    },
    stop,
    start: listen,
    async waitFor(match, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = messages.find(match);
        if (found) return found;
        if (Date.now() > deadline) throw new Error('No matching e-mail arrived in time');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    close: stop,
  };
}
