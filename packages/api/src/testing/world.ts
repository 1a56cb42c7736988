import type { DB, Kysely } from '@uniguide/db';
import { createTestDatabase, type TestDatabase } from '@uniguide/db/testing';
import { afterAll, beforeAll } from 'vitest';
import { createMemoryStorage, seedProgram, signIn, type SignedIn } from './fixtures';

/** What most API tests run against: one database, one storage, a program, agents and admins. */
export interface TestWorld {
  db: Kysely<DB>;
  storage: ReturnType<typeof createMemoryStorage>;
  /** A seeded program, its name and its university (when `program` is not false). */
  programId: number;
  programName: string;
  universityId: number;
  /** An agent (unless `agent` is false), and another agent (with `other`). */
  agent: SignedIn;
  other: SignedIn;
  /** An admin (unless `admin` is false), and a second admin (with `secondAdmin`). */
  admin: SignedIn;
  secondAdmin: SignedIn;
}

export interface TestWorldOptions {
  /** Seed a program (default true). */
  program?: boolean;
  /** Sign an agent in (default true), with this first name (the fixtures' default otherwise). */
  agent?: boolean;
  agentFirstName?: string;
  other?: boolean;
  otherFirstName?: string;
  /** Sign an admin in (default true), with this first name. */
  admin?: boolean;
  adminFirstName?: string;
  secondAdmin?: boolean;
}

/**
 * Sets up a {@link TestWorld} on `driver` before the tests of the `describe` it is called in, and
 * disposes of it after them. The world's fields are filled in by its `beforeAll`; a test file's own
 * `beforeAll`, registered after this call, sees them. Users are signed in in the order agent, other,
 * admin, second admin.
 */
export function testWorld(
  driver: Parameters<typeof createTestDatabase>[0],
  options: TestWorldOptions = {},
): TestWorld {
  const world = { storage: createMemoryStorage() } as TestWorld;
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
    const db = database.db;
    world.db = db;
    if (options.program !== false) {
      const { programId, universityId, name: programName } = await seedProgram(db);
      Object.assign(world, { programId, programName, universityId });
    }
    if (options.agent !== false)
      world.agent = await signIn(db, world.storage, { firstName: options.agentFirstName });
    if (options.other)
      world.other = await signIn(db, world.storage, { firstName: options.otherFirstName });
    if (options.admin !== false)
      world.admin = await signIn(db, world.storage, {
        role: 'admin',
        firstName: options.adminFirstName,
      });
    if (options.secondAdmin) world.secondAdmin = await signIn(db, world.storage, { role: 'admin' });
  });
  afterAll(async () => {
    await database?.dispose();
  });
  return world;
}
