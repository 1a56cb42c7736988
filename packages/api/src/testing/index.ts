/**
 * What the API tests share: request contexts and callers (caller.ts), signed-up agents (agents.ts),
 * catalogue, user and application fixtures on a real database (fixtures.ts), and assertions on the
 * error body both protocols send (errors.ts); waiting for a condition (wait.ts). Test databases come from `@uniguide/db/testing`.
 */
export * from './agents';
export * from './caller';
export * from './errors';
export * from './fixtures';
export * from './wait';
