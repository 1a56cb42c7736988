import { describe, expect, it } from 'vitest';
import { recordResponse, startCeiling, wireForm, type RecordedResponse } from './ceiling';

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

      responses.set(wireForm('/api/programs'), recorded);
      const fromOrigin = await fetch(`${originUrl}/api/programs`);
      const fromCeiling = await fetch(`${ceiling.url}/api/programs`);
      expect(await fromCeiling.text()).toBe(await fromOrigin.text());
      const withoutDate = (response: Response) =>
        [...response.headers].filter(([name]) => name !== 'date').sort();
      expect(withoutDate(fromCeiling)).toEqual(withoutDate(fromOrigin));
      expect((await fetch(`${ceiling.url}/elsewhere`)).status).toBe(404);
    } finally {
      await ceiling.close();
      await origin.close();
    }
  });
});
