import { Readable } from 'node:stream';
import { AppError } from '@uniguide/domain';
import {
  assertStorageKey,
  readLimited,
  type GetOptions,
  type PutOptions,
  type Storage,
} from './storage';

/**
 * An in-memory Storage for procedure tests: same contract as the real drivers (limit, no partial
 * objects), no disk. `objects` is exposed so tests can see what was stored.
 */
export function createMemoryStorage(driver: Storage['driver'] = 'disk') {
  const objects = new Map<string, Buffer>();
  const storage: Storage & { objects: Map<string, Buffer> } = {
    driver,
    objects,
    async put(key: string, stream: Readable, { maxBytes }: PutOptions) {
      assertStorageKey(key);
      const data = await readLimited(stream, maxBytes);
      objects.set(key, data);
      return { size: data.length };
    },
    async get(key: string, options?: GetOptions) {
      const data = objects.get(key);
      if (!data) throw new AppError('NOT_FOUND', 'File not found');
      const range = options?.range;
      return Readable.from([range ? data.subarray(range.start, range.end + 1) : data]);
    },
    async delete(key: string) {
      objects.delete(key);
    },
  };
  return storage;
}
