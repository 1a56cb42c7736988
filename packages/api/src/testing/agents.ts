import type { Kysely, DB } from '@uniguide/db';
import type { RegisterInput } from '@uniguide/domain';
import { testCaller } from './caller';

let counter = 0;

/** A valid sign-up with an email no other test of this process has used. */
export function newAgentInput(overrides: Partial<RegisterInput> = {}): RegisterInput {
  counter += 1;
  return {
    username: `agent-${Date.now().toString(36)}-${counter}@example.com`,
    password: 'correct horse battery',
    firstName: 'Amira',
    lastName: 'Haddad',
    agencyName: 'Haddad Education Partners',
    country: 'India',
    phoneNumber: '+91 98765 43210',
    ...overrides,
  };
}

/** Registers through the procedure and answers the new user and the cookie token it was given. */
export async function registerAgent(db: Kysely<DB>, overrides: Partial<RegisterInput> = {}) {
  const input = newAgentInput(overrides);
  const { caller, jar } = await testCaller(db);
  const user = await caller.auth.register(input);
  if (!jar.token) throw new Error('registration set no session cookie');
  return { user, token: jar.token, input };
}
