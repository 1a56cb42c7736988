import { randomUUID } from 'node:crypto';
import { constants, createWriteStream } from 'node:fs';
import { chmod, copyFile, mkdir, open, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ByteLimit, assertStorageKey, fileTooLarge, type Storage } from '@uniguide/api';
import { AppError } from '@uniguide/domain';
import { ownerTag, THIS_PROCESS, type ProcessOwner } from './process-owner';

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT';
}

/** Where a disk store keeps files still being written, under its root. */
export const PARTIAL_FOLDER = '.partial';

/** A partial file's name starts with its writer (pid and instance; see process-owner.ts). */
export function partialFilePrefix(owner: ProcessOwner = THIS_PROCESS): string {
  return `${ownerTag(owner)}-`;
}

/**
 * Documents as files under `root` (DATA_DIR/uploads). Keys are random (never the user's file name)
 * and fan out into 256 folders by their first two characters. A write goes to a temporary file in
 * the same file system and is renamed into place only when complete, so a reader never sees half a
 * file and an aborted upload leaves nothing behind.
 */
export function createDiskStorage(root: string): Storage {
  const partial = join(root, PARTIAL_FOLDER);
  const pathOf = (key: string) => {
    assertStorageKey(key);
    return join(root, key.slice(0, 2), key);
  };

  /** Writes a temporary file with `write`, then renames it into place as `key`. */
  const storeAs = async (key: string, write: (temporary: string) => Promise<void>) => {
    const target = pathOf(key);
    await mkdir(join(target, '..'), { recursive: true });
    await mkdir(partial, { recursive: true });
    // Named after this process, so the start-up sweep removes only a crashed process's leftovers.
    const temporary = join(partial, `${partialFilePrefix()}${randomUUID()}.part`);
    try {
      await write(temporary);
      await rename(temporary, target);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  };

  return {
    driver: 'disk',

    async put(key: string, stream: Readable, { maxBytes }) {
      const limit = new ByteLimit(maxBytes);
      await storeAs(key, (temporary) =>
        pipeline(stream, limit, createWriteStream(temporary, { flags: 'wx', mode: 0o600 })),
      );
      return { size: limit.bytes };
    },

    // The kernel copies (or clones) the file: its bytes never pass through the process.
    async putFile(key: string, source: string, { maxBytes }) {
      const { size } = await stat(source);
      if (size > maxBytes) throw fileTooLarge(maxBytes);
      await storeAs(key, async (temporary) => {
        await copyFile(source, temporary, constants.COPYFILE_EXCL | constants.COPYFILE_FICLONE);
        await chmod(temporary, 0o600);
      });
      return { size };
    },

    async get(key: string, options) {
      try {
        const handle = await open(pathOf(key), 'r');
        return handle.createReadStream(options?.range ?? {});
      } catch (error) {
        if (isMissing(error)) throw new AppError('NOT_FOUND', 'File not found');
        throw error;
      }
    },

    async delete(key: string) {
      await rm(pathOf(key), { force: true });
    },
  };
}
