/**
 * What the API tests share: request contexts and callers (caller.ts), signed-up agents (agents.ts),
 * catalogue, user and application fixtures on a real database (fixtures.ts), and assertions on the
 * error body both protocols send (errors.ts); waiting for a condition (wait.ts); the onboarding
 * tests' admin and slots (onboarding.ts); the database, program and users most tests share (world.ts). Test databases come from `@uniguide/db/testing`.
 */
export * from './agents';
export * from './caller';
export * from './errors';
export * from './fixtures';
export * from './onboarding';
export * from './wait';
export * from './world';
