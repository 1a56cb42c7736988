// Document storage: the Storage interface, its drivers' helpers, the in-memory driver for tests.
export { createMemoryStorage } from './memory';
export {
  assertStorageKey,
  ByteLimit,
  type ByteRange,
  fileTooLarge,
  type GetOptions,
  newStorageKey,
  parseByteRange,
  readLimited,
  type PutOptions,
  type Storage,
  STORAGE_DRIVERS,
  STORAGE_KEY_PATTERN,
  type StorageDriver,
  storageHolding,
} from './storage';
