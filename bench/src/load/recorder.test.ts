import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api-client';
import { LoadRecorder } from './recorder';

describe('LoadRecorder', () => {
  it('times successful steps and counts failures per action without throwing', async () => {
    const recorder = new LoadRecorder();
    expect(await recorder.step('list', async () => 42)).toBe(42);
    expect(
      await recorder.step('list', async () => {
        throw new ApiError('GET', '/api/applications', 500, { message: 'boom' });
      }),
    ).toBeUndefined();
    const [list] = recorder.byAction();
    expect(list).toMatchObject({ action: 'list', count: 2, errors: 1 });
    expect(recorder.unexpectedErrors).toBe(1);
    expect(recorder.errors[0]).toMatchObject({ action: 'list', status: 500 });
    expect(recorder.overall().count).toBe(2);
  });
});
