import { describe, expect, it } from 'vitest';
import { acceptedRow } from './section';

describe('acceptedRow', () => {
  it('counts the fulfilled requests against all of them and notes the first failure', async () => {
    const results = await Promise.allSettled([
      Promise.resolve(1),
      Promise.reject(new Error('413 Payload Too Large')),
      Promise.resolve(3),
    ]);
    expect(acceptedRow('uploads accepted', results)).toEqual({
      name: 'uploads accepted',
      value: 2,
      unit: '',
      goal: { kind: 'min', target: 3 },
      note: 'Error: 413 Payload Too Large',
    });
    expect(
      acceptedRow('uploads accepted', [{ status: 'fulfilled', value: 1 }]).note,
    ).toBeUndefined();
  });
});
