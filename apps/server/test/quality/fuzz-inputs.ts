import fc from 'fast-check';

export const RUNS_PER_PROCEDURE = 25;
// Calls that would sign the fuzzing accounts out or rotate their sessions are fuzzed anonymously.
export const SESSION_CHANGING = new Set([
  'auth.login',
  'auth.register',
  'auth.logout',
  'auth.acceptInvitation',
  'auth.acceptAdminInvitation',
]);

const HOSTILE_STRINGS = [
  "'; DROP TABLE users;--",
  "1' OR '1'='1",
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  'javascript:alert(1)',
  '\u0000\u0001\u0007\u001b[31m\r\n\t',
  '\u202e\u200b\ufeff',
  '𝕌𝕟𝕚🎓 عربى 中文',
  '\ud800',
  '../../../etc/passwd',
  '%00%2e%2e',
  'x'.repeat(20_000),
];
const HOSTILE_NUMBERS = [
  0,
  -1,
  1.5,
  2 ** 31,
  2 ** 53,
  99_999_999_999,
  Number.MAX_SAFE_INTEGER,
  1e308,
];
/** Boundary values as text, the way path segments and query strings carry them. */
export const BOUNDARY_TEXTS = [
  '0',
  '-1',
  '2147483648',
  '9007199254740992',
  '1e309',
  '1e3',
  '0x10',
  ' 1',
];
/** Text the database cannot store, and control characters it can. */
export const UNSTORABLE_TEXTS = ['a\u0000b', '\ud800', 'x\udfff', '\u0001\u001f\u007f'];

export function deeplyNested(depth: number): unknown {
  let value: unknown = 'leaf';
  for (let level = 0; level < depth; level++) value = { a: [value] };
  return value;
}

const hostileValue = fc.oneof(
  fc.constantFrom<unknown>(
    ...HOSTILE_STRINGS,
    ...HOSTILE_NUMBERS,
    ...BOUNDARY_TEXTS,
    ...UNSTORABLE_TEXTS,
    deeplyNested(200),
    null,
    true,
    [],
    {},
    [1, 'a'],
  ),
  fc.string({ unit: 'binary', maxLength: 300 }),
  fc.integer(),
  fc.double(),
  fc.anything({ maxDepth: 2 }),
);

/** A hostile value as the whole input, or in place of one field of a valid input. */
export function inputArbitrary(sample: unknown) {
  const whole = hostileValue;
  if (typeof sample !== 'object' || sample === null) return whole;
  const keys = Object.keys(sample);
  if (keys.length === 0) return fc.oneof(whole, fc.dictionary(fc.string(), hostileValue));
  const oneField = fc
    .tuple(fc.constantFrom(...keys), hostileValue)
    .map(([key, value]) => ({ ...(sample as Record<string, unknown>), [key]: value }));
  return fc.oneof(whole, oneField, oneField);
}
