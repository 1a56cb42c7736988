import { describe, expect, it } from 'vitest';
import { gzipSync } from 'node:zlib';
import {
  ceilingKey,
  recordResponse,
  startCeiling,
  startCeilingProcess,
  wireForm,
  type RecordedResponse,
} from './ceiling';

describe('wireForm', () => {
  it('encodes a path the way a URL-parsing client sends it', () => {
    expect(wireForm("/api/programs?degree=Bachelor's%20Degree&maxTuition=90000")).toBe(
      '/api/programs?degree=Bachelor%27s%20Degree&maxTuition=90000',
    );
    expect(wireForm('/api/programs?degree=Bachelor%27s%20Degree')).toBe(
      '/api/programs?degree=Bachelor%27s%20Degree',
    );
    expect(wireForm('/api/programs')).toBe('/api/programs');
  });
});

describe('the ceiling', () => {
  it('replays the recorded headers and body, and lets Node write its own per-response headers', async () => {
    const { default: Fastify } = await import('fastify');
    const origin = Fastify({ logger: false });
    origin.get('/api/programs', (_request, reply) =>
      reply
        .header('x-total-count', '12')
        .header('content-security-policy', "default-src 'none'")
        .header('etag', '"abc"')
        .type('application/json; charset=utf-8')
        .send('[{"id":1}]'),
    );
    const originUrl = await origin.listen({ port: 0, host: '127.0.0.1' });
    const responses = new Map<string, RecordedResponse>();
    const ceiling = await startCeiling(responses);
    try {
      const recorded = await recordResponse(`${originUrl}/api/programs`);
      expect(recorded.headers).toMatchObject({
        'x-total-count': '12',
        'content-security-policy': "default-src 'none'",
        etag: '"abc"',
        'content-type': 'application/json; charset=utf-8',
      });
      for (const name of ['date', 'connection', 'keep-alive', 'content-length'])
        expect(recorded.headers[name], name).toBeUndefined();

      responses.set(ceilingKey('/api/programs', 'identity'), recorded);
      const identity = { headers: { 'accept-encoding': 'identity' } };
      const fromOrigin = await fetch(`${originUrl}/api/programs`, identity);
      const fromCeiling = await fetch(`${ceiling.url}/api/programs`, identity);
      expect(await fromCeiling.text()).toBe(await fromOrigin.text());
      const withoutDate = (response: Response) =>
        [...response.headers].filter(([name]) => name !== 'date').sort();
      expect(withoutDate(fromCeiling)).toEqual(withoutDate(fromOrigin));
      expect((await fetch(`${ceiling.url}/elsewhere`, identity)).status).toBe(404);
      // Asked with another Accept-Encoding, the ceiling has nothing recorded: a 404, not other bytes.
      expect(
        (await fetch(`${ceiling.url}/api/programs`, { headers: { 'accept-encoding': 'br' } }))
          .status,
      ).toBe(404);
    } finally {
      await ceiling.close();
      await origin.close();
    }
  });
});

describe('recordResponse', () => {
  it('keeps compressed bytes as they came over the wire', async () => {
    const { default: Fastify } = await import('fastify');
    const text = JSON.stringify(Array.from({ length: 100 }, (_, id) => ({ id })));
    const origin = Fastify({ logger: false });
    origin.get('/list', (request, reply) =>
      request.headers['accept-encoding'] === 'gzip'
        ? reply.header('content-encoding', 'gzip').send(gzipSync(text))
        : reply.send(text),
    );
    const originUrl = await origin.listen({ port: 0, host: '127.0.0.1' });
    try {
      const gzipped = await recordResponse(`${originUrl}/list`, 'gzip');
      expect(gzipped.headers['content-encoding']).toBe('gzip');
      expect(gzipped.body).toEqual(gzipSync(text));
      const plain = await recordResponse(`${originUrl}/list`);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.toString()).toBe(text);
    } finally {
      await origin.close();
    }
  });
});

describe('startCeilingProcess', () => {
  it('serves what it is given from a process of its own', async () => {
    const ceiling = await startCeilingProcess();
    try {
      expect(ceiling.pid).not.toBe(process.pid);
      await ceiling.record(ceilingKey('/api/programs/1', 'br'), {
        status: 200,
        headers: { 'content-type': 'application/json', 'content-encoding': 'br' },
        body: Buffer.from('not really brotli'),
      });
      const recorded = await recordResponse(`${ceiling.url}/api/programs/1`, 'br');
      expect(recorded.status).toBe(200);
      expect(recorded.headers['content-encoding']).toBe('br');
      expect(recorded.body.toString()).toBe('not really brotli');
      expect((await recordResponse(`${ceiling.url}/api/programs/1`)).status).toBe(404);
    } finally {
      await ceiling.close();
    }
    // Starting a tsx child takes seconds on a busy machine.
  }, 60_000);
});
