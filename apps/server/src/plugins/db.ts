import type { Database, DB, Kysely } from '@uniguide/db';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<DB>;
    database: Database;
  }
}

/** The caller owns the database: tests pass theirs, server.ts closes its own after app.close(). */
export const dbPlugin = fp<{ database: Database }>(
  async (app, { database }) => {
    app.decorate('database', database);
    app.decorate('db', database.db);
  },
  { name: 'uniguide-db' },
);
