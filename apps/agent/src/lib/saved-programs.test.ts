// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  parseStoredIds,
  readLocalSavedIds,
  SAVED_PROGRAMS_STORAGE_KEY,
  subscribeLocalSavedIds,
  toggleLocalSavedId,
  writeLocalSavedIds,
} from './saved-programs-store';
import { pushLocalSavedIds } from './saved-programs-sync';

afterEach(() => window.localStorage.clear());

describe('parseStoredIds', () => {
  it('keeps positive integer ids once each', () => {
    expect(parseStoredIds('[3, 3, 7, -1, 2.5, "4", null]')).toEqual([3, 7]);
  });

  it('reads broken or foreign values as no bookmarks', () => {
    expect(parseStoredIds(null)).toEqual([]);
    expect(parseStoredIds('not json')).toEqual([]);
    expect(parseStoredIds('{"a":1}')).toEqual([]);
  });
});

describe('local saved ids', () => {
  it('toggles an id on and off under the documented key', () => {
    toggleLocalSavedId(5);
    toggleLocalSavedId(9);
    expect(window.localStorage.getItem(SAVED_PROGRAMS_STORAGE_KEY)).toBe('[5,9]');
    toggleLocalSavedId(5);
    expect(readLocalSavedIds()).toEqual([9]);
    toggleLocalSavedId(9);
    expect(window.localStorage.getItem(SAVED_PROGRAMS_STORAGE_KEY)).toBeNull();
  });

  it('returns the same array until the stored value changes', () => {
    writeLocalSavedIds([1, 2]);
    const first = readLocalSavedIds();
    expect(readLocalSavedIds()).toBe(first);
    writeLocalSavedIds([1]);
    expect(readLocalSavedIds()).not.toBe(first);
  });

  it('tells subscribers about writes and stops after unsubscribe', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeLocalSavedIds(listener);
    writeLocalSavedIds([4]);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    writeLocalSavedIds([]);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('follows changes made in another tab', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeLocalSavedIds(listener);
    window.dispatchEvent(new StorageEvent('storage', { key: SAVED_PROGRAMS_STORAGE_KEY }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'something.else' }));
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });
});

describe('pushLocalSavedIds', () => {
  it('keeps only the ids that failed for a passing reason', async () => {
    const add = vi.fn(async (programId: number) => {
      if (programId === 2) throw { status: 404, message: 'Program not found' };
      if (programId === 3) throw { status: 503, message: 'Service unavailable' };
      if (programId === 4) throw new TypeError('Failed to fetch');
      return { programId };
    });
    await expect(pushLocalSavedIds([1, 2, 3, 4], add)).resolves.toEqual([3, 4]);
    expect(add).toHaveBeenCalledTimes(4);
  });
});
