import {
  freshDataDir,
  removeDataDir,
  startServer,
  type StartServerOptions,
} from '../lib/server-process';
import type { SectionContext } from '../lib/section';

/**
 * The floor of "spawn a Node process and answer a health check": same spawn, same polling, no app. A slow
 * machine slows both, so the ratio shows what the app itself adds.
 */
const BARE_SERVER = `require('node:http').createServer((req, res) => res.end('ok'))
  .listen(Number(process.env.PORT), process.env.HOST)`;

/**
 * Time from spawn to a healthy /api/health: on an empty data dir (create the database, migrate, seed the demo
 * catalogue) and again on the same dir (open and check). Both through `pnpm start` exactly as a user types it
 * (turbo's cached build check included) and through `node apps/server/dist/server.js` alone.
 */
export async function runStartup(ctx: SectionContext): Promise<void> {
  const reference = await startServer({
    command: { file: process.execPath, args: ['-e', BARE_SERVER] },
  });
  await reference.stop();
  removeDataDir(reference.dataDir);
  const bare = { label: 'bare node server', value: reference.startupMs };
  ctx.add({ name: 'reference: bare node http server', value: reference.startupMs, unit: 'ms' });

  const commands: [string, StartServerOptions][] = [
    [
      'pnpm start',
      { command: { file: 'pnpm', args: ['start'] }, processGroup: true, timeoutMs: 300_000 },
    ],
    ['node dist/server.js', {}],
  ];
  for (const [label, options] of commands) {
    const dataDir = freshDataDir('startup');
    try {
      for (const state of ['empty data dir', 'existing data dir'] as const) {
        const server = await startServer({ ...options, dataDir });
        await server.stop();
        ctx.add({
          name: `${label}, ${state}`,
          value: server.startupMs,
          unit: 'ms',
          reference: bare,
        });
        ctx.log(`${label}, ${state}: healthy after ${server.startupMs.toFixed(0)} ms`);
      }
    } finally {
      removeDataDir(dataDir);
    }
  }
}
