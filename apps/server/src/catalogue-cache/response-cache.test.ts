import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { MIN_COMPRESS_BYTES, ResponseCache, strongEtag } from './response-cache';

const body = (text: string) => Buffer.from(text);

describe('ResponseCache', () => {
  it('drops the least recently used entry past the entry limit', () => {
    const cache = new ResponseCache({ maxEntries: 2, maxBytes: 1000 });
    cache.set('a', body('1'), {});
    cache.set('b', body('2'), {});
    cache.get('a');
    cache.set('c', body('3'), {});
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')?.body.toString()).toBe('1');
    expect(cache.get('c')?.body.toString()).toBe('3');
    expect(cache.size).toBe(2);
  });

  it('stays under its byte limit and never keeps a body larger than it', () => {
    const cache = new ResponseCache({ maxEntries: 10, maxBytes: 10 });
    cache.set('a', body('12345'), {});
    cache.set('b', body('123456'), {});
    expect(cache.get('a')).toBeUndefined();
    expect(cache.totalBytes).toBe(6);
    const huge = cache.set('c', body('x'.repeat(11)), {});
    expect(huge.etag).toBe(strongEtag(body('x'.repeat(11))));
    expect(cache.get('c')).toBeUndefined();
    cache.clear();
    expect(cache.totalBytes).toBe(0);
  });

  it('drops by last read, not by age, past its byte limit', () => {
    const cache = new ResponseCache({ maxEntries: 10, maxBytes: 10 });
    cache.set('a', body('1234'), {});
    cache.set('b', body('1234'), {});
    cache.get('a');
    cache.get('b');
    cache.get('a');
    cache.set('c', body('1234'), {});
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')?.body.toString()).toBe('1234');
    expect(cache.get('c')?.body.toString()).toBe('1234');
    expect(cache.totalBytes).toBe(8);
  });

  it('forgets an entry after its maximum age', () => {
    let clock = 0;
    const cache = new ResponseCache({ maxEntries: 10, maxBytes: 1000 }, () => clock);
    cache.set('detail', body('x'), {}, 60_000);
    cache.set('list', body('y'), {});
    clock = 59_999;
    expect(cache.get('detail')).toBeDefined();
    clock = 60_000;
    expect(cache.get('detail')).toBeUndefined();
    expect(cache.get('list')).toBeDefined();
  });

  it('gives equal bytes equal ETags and different bytes different ones', () => {
    expect(strongEtag(body('same'))).toBe(strongEtag(body('same')));
    expect(strongEtag(body('same'))).not.toBe(strongEtag(body('other')));
  });

  it('makes each compressed copy once, when first asked for, counting it in its bytes', async () => {
    const cache = new ResponseCache({ maxEntries: 10, maxBytes: 1_000_000 });
    const text = JSON.stringify(
      Array.from({ length: 200 }, (_, i) => ({ id: i, name: 'Program' })),
    );
    const entry = cache.set('list', body(text), {});
    const first = cache.compress('list', entry, 'br');
    expect(cache.compress('list', entry, 'br')).toBe(first);
    await first;
    // Only the copy asked for.
    expect(Object.keys(entry.encoded)).toEqual(['br']);
    expect(brotliDecompressSync(entry.encoded.br!).toString()).toBe(text);
    expect(cache.totalBytes).toBe(text.length + entry.encoded.br!.length);
    const brotli = entry.encoded.br;
    await cache.compress('list', entry, 'br');
    expect(entry.encoded.br).toBe(brotli);
    await cache.compress('list', entry, 'gzip');
    expect(gunzipSync(entry.encoded.gzip!).toString()).toBe(text);
    expect(entry.encoded.br).toBe(brotli);
    expect(cache.totalBytes).toBe(
      text.length + entry.encoded.gzip!.length + entry.encoded.br!.length,
    );
    const small = cache.set('small', body('x'.repeat(MIN_COMPRESS_BYTES - 1)), {});
    await cache.compress('small', small, 'gzip');
    expect(small.encoded).toEqual({});
  });
});
