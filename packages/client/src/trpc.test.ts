import { describe, expect, it } from 'vitest';
import { createTrpcClient } from './trpc';

/** A `send` that answers every batched call with an empty result and records the URLs asked. */
function recordingSend(asked: string[]): typeof fetch {
  return async (input) => {
    const url = new URL(String(input), 'http://localhost');
    asked.push(decodeURIComponent(url.pathname));
    const calls = url.pathname.slice('/trpc/'.length).split(',');
    return new Response(JSON.stringify(calls.map(() => ({ result: { data: null } }))), {
      headers: { 'content-type': 'application/json' },
    });
  };
}

describe('the tRPC client', () => {
  it('batches catalogue reads apart from per-user queries asked at the same moment', async () => {
    const asked: string[] = [];
    const client = createTrpcClient('http://localhost/trpc', recordingSend(asked));
    await Promise.all([
      client.auth.me.query(),
      client.program.list.query({ page: 2, pageSize: 24 }),
      client.university.list.query(),
      client.notification.unreadCount.query(),
    ]);
    expect(asked.sort()).toEqual([
      '/trpc/auth.me,notification.unreadCount',
      '/trpc/program.list,university.list',
    ]);
  });
});
