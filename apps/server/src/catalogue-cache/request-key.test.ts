import { describe, expect, it } from 'vitest';
import { CacheKeys, DETAIL_MAX_AGE_MS, cacheKeyOf, canonicalJson } from './request-key';

const restRoutes = new Map([
  ['/api/programs', 'program.list'],
  ['/api/programs/:id', 'program.byId'],
]);
const request = (url: string, route: string | undefined, extra: Record<string, unknown> = {}) => ({
  method: 'GET',
  url,
  route,
  trpcAccept: undefined,
  ...extra,
});
const keyOf = (url: string, route: string | undefined, extra: Record<string, unknown> = {}) =>
  cacheKeyOf(request(url, route, extra), restRoutes);

describe('cacheKeyOf', () => {
  it('keys REST catalogue reads by path and sorted parameters', () => {
    const a = keyOf('/api/programs?search=law&degree=b&degree=a', '/api/programs');
    const b = keyOf('/api/programs?degree=a&search=law&degree=b', '/api/programs');
    expect(a).toEqual({
      key: 'rest /api/programs?degree=a&degree=b&search=law',
      maxAgeMs: undefined,
    });
    expect(b).toEqual(a);
    expect(keyOf('/api/programs?search=Law', '/api/programs')).not.toEqual(a);
    expect(keyOf('/api/programs?maxTuition=', '/api/programs')?.key).toBe(
      'rest /api/programs?maxTuition=',
    );
    expect(keyOf('/api/programs/7', '/api/programs/:id')).toEqual({
      key: 'rest /api/programs/7?',
      maxAgeMs: DETAIL_MAX_AGE_MS,
    });
  });

  it('keys tRPC batches made only of catalogue reads, with canonical input', () => {
    const input = (value: unknown) => encodeURIComponent(JSON.stringify(value));
    const a = keyOf(
      `/trpc/program.list,university.list?batch=1&input=${input({ 0: { page: 1, pageSize: 5 } })}`,
      '/trpc/:path',
    );
    const b = keyOf(
      `/trpc/program.list,university.list?input=${input({ 0: { pageSize: 5, page: 1 } })}&batch=1`,
      '/trpc/:path',
    );
    expect(a).toEqual(b);
    expect(a?.maxAgeMs).toBeUndefined();
    expect(keyOf('/trpc/university.byId?input=%7B%22id%22%3A1%7D', '/trpc/:path')?.maxAgeMs).toBe(
      DETAIL_MAX_AGE_MS,
    );
  });

  it('keys every parameter the route sees, however many come first', () => {
    const junk = Array.from({ length: 1000 }, (_, index) => `x${index}=1`).join('&');
    const a = keyOf(`/api/programs?${junk}&degree=PhD`, '/api/programs');
    const b = keyOf(`/api/programs?${junk}&degree=Diploma`, '/api/programs');
    expect(a?.key).toContain('degree=PhD');
    expect(a?.key).not.toBe(b?.key);
  });

  it('leaves everything else alone', () => {
    expect(keyOf('/trpc/auth.me,program.list?batch=1', '/trpc/:path')).toBeUndefined();
    expect(keyOf('/trpc/savedProgram.list', '/trpc/:path')).toBeUndefined();
    expect(keyOf('/trpc/program.list?input=%7Bnot-json', '/trpc/:path')).toBeUndefined();
    expect(keyOf('/trpc/%E0%A4%A', '/trpc/:path')).toBeUndefined();
    expect(
      keyOf('/trpc/program.list?batch=1', '/trpc/:path', { trpcAccept: 'application/jsonl' }),
    ).toBeUndefined();
    expect(keyOf('/api/programs', '/api/programs', { method: 'POST' })).toBeUndefined();
    expect(keyOf('/api/saved-programs', '/api/saved-programs')).toBeUndefined();
    expect(keyOf('/nowhere', undefined)).toBeUndefined();
  });
});

describe('CacheKeys', () => {
  const urls: Array<[string, string | undefined, Record<string, unknown>?]> = [
    ['/api/programs?degree=b&degree=a', '/api/programs'],
    ['/api/programs?degree=a&degree=b', '/api/programs'],
    ['/api/programs/7', '/api/programs/:id'],
    ['/trpc/program.list?batch=1&input=%7B%7D', '/trpc/:path'],
    ['/trpc/program.list?batch=1&input=%7B%7D', '/trpc/:path', { trpcAccept: 'application/jsonl' }],
    ['/api/programs', '/api/programs', { method: 'POST' }],
    ['/api/saved-programs', '/api/saved-programs'],
    [`/api/programs?search=${'x'.repeat(600)}`, '/api/programs'],
  ];

  it('answers as cacheKeyOf does, the first time and every time after, past its limit', () => {
    const keys = new CacheKeys(restRoutes, 2);
    for (let round = 0; round < 3; round++) {
      for (const [url, route, extra] of urls) {
        expect(keys.of(request(url, route, extra)), `${url} ${JSON.stringify(extra)}`).toEqual(
          keyOf(url, route, extra),
        );
      }
    }
  });

  it('never answers a streaming tRPC request from a key remembered for the plain one', () => {
    const keys = new CacheKeys(restRoutes);
    const url = '/trpc/program.list?batch=1';
    expect(keys.of(request(url, '/trpc/:path'))).toBeDefined();
    expect(
      keys.of(request(url, '/trpc/:path', { trpcAccept: 'application/jsonl' })),
    ).toBeUndefined();
  });

  it('remembers the key of a URL routed to a catalogue read, and of nothing else', () => {
    const keys = new CacheKeys(restRoutes);
    expect(keys.remembered('/api/programs/7')).toBeUndefined();
    keys.of(request('/api/programs/7', '/api/programs/:id'));
    keys.of(request('/api/saved-programs', '/api/saved-programs'));
    keys.of(request('/api/programs', '/api/programs', { method: 'POST' }));
    expect(keys.remembered('/api/programs/7')).toEqual(
      keyOf('/api/programs/7', '/api/programs/:id'),
    );
    expect(keys.remembered('/api/saved-programs')).toBeUndefined();
    expect(keys.remembered('/api/programs')).toBeUndefined();
  });
});

describe('canonicalJson', () => {
  it('orders object keys at every depth and keeps array order', () => {
    expect(canonicalJson({ b: [2, { d: 1, c: null }], a: 'x', u: undefined })).toBe(
      '{"a":"x","b":[2,{"c":null,"d":1}]}',
    );
  });
});
