import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { ACCESS_MATRIX, type MatrixEntry } from './access-matrix';
import type { Role, World } from './world';

// What both halves of the access matrix (tRPC and REST) call with: each entry of the matrix, the
// roles in the order they call it, and the check that strangers see nothing of A.

// A and their agency's owner run last, so calls that consume a record cannot hide what the other
// roles would see.
export const ORDER: Role[] = [
  'anonymous',
  'deactivatedAgent',
  'deactivatedMember',
  'otherAgent',
  'colleague',
  'admin',
  'agencyOwner',
  'agent',
];
const STRANGERS: Role[] = [
  'anonymous',
  'deactivatedAgent',
  'deactivatedMember',
  'otherAgent',
  'colleague',
];

export function entryOf(path: string): MatrixEntry {
  const entry = ACCESS_MATRIX[path];
  if (!entry) throw new Error(`${path} has no entry in test/quality/access-matrix.ts`);
  return entry;
}

/** Strangers never see A's records: not in lists, not in error texts. */
export function expectNothingOfA(
  world: World,
  role: Role,
  response: LightMyRequestResponse,
  what: string,
) {
  if (!STRANGERS.includes(role)) return;
  expect(response.body, `${what} as ${role} leaked agent A's data`).not.toContain(world.marker);
}
