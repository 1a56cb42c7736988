import type { Kysely, Transaction } from 'kysely';
import type { DB } from './schema';

/** Every query takes this first, so callers can pass the database or an open transaction. */
export type Executor = Kysely<DB> | Transaction<DB>;
