import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { edgeTestDrivers } from '@uniguide/db/testing';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENT_HOST, call, createTestApp } from '../helpers';
import { ACCESS_MATRIX } from './access-matrix';
import { inputArbitrary, RUNS_PER_PROCEDURE, SESSION_CHANGING } from './fuzz-inputs';
import { procedures, trpcCall } from './http';
import { buildWorld, type World } from './world';

async function sourceFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && /\.(tsx?|jsx?)$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

describe.each(edgeTestDrivers())('fuzzing every input schema on %s', (driver) => {
  let world: World;

  beforeAll(async () => {
    world = await buildWorld(await createTestApp(driver));
  });
  afterAll(async () => {
    await world.t.close();
  });

  it('never answers 5xx to hostile inputs, as the admin and as an agent', async () => {
    const failures: string[] = [];
    for (const procedure of procedures().filter((item) => item.inputs.length > 0)) {
      const entry = ACCESS_MATRIX[procedure.path];
      const sample = (await entry?.input?.({ world, role: 'anonymous' })) ?? {};
      const tokens = SESSION_CHANGING.has(procedure.path)
        ? [null]
        : [world.accounts.admin.token, world.accounts.agent.token];
      await fc.assert(
        fc.asyncProperty(
          inputArbitrary(sample),
          fc.constantFrom(...tokens),
          async (input, token) => {
            const response = await trpcCall(
              world.t.app,
              procedure.type,
              procedure.path,
              input,
              token,
            );
            if (response.statusCode >= 500) {
              failures.push(
                `${procedure.path} → ${response.statusCode}: ${JSON.stringify(input)?.slice(0, 300)}`,
              );
            }
            return true;
          },
        ),
        { numRuns: RUNS_PER_PROCEDURE, seed: 20261121 },
      );
    }
    expect(failures).toEqual([]);
  }, 300_000);

  it('refuses unstorable text with one clear 400, and stores header-derived values cleaned', async () => {
    const refused = await call(world.t.app, 'POST', '/api/contact', {
      body: { name: 'Nul\u0000Name', email: 'x@example.com', subject: 's', message: 'm' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      message: 'Text must not contain NUL characters or unpaired surrogates',
      code: 'BAD_REQUEST',
      issues: [
        { path: 'name', message: 'Text must not contain NUL characters or unpaired surrogates' },
      ],
    });
    const search = await call(world.t.app, 'GET', '/api/programs?search=%ED%A0%80x');
    expect(search.statusCode).toBeLessThan(500);

    // Node's parser refuses a raw NUL in a header; an in-process caller (or a proxy) can still pass
    // one, and the audit row must be written all the same.
    const sent = await world.t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: {
        host: AGENT_HOST,
        origin: `http://${AGENT_HOST}`,
        'content-type': 'application/json',
        'user-agent': 'Fuzz\u0000Agent\ud800',
      },
      payload: JSON.stringify({
        name: 'Header',
        email: 'x@example.com',
        subject: 's',
        message: 'm',
      }),
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const rows = await world.t.database.db
      .selectFrom('auditLogs')
      .select('userAgent')
      .where('userAgent', 'like', 'Fuzz%')
      .execute();
    expect(rows.map((row) => row.userAgent)).toContain('FuzzAgent\ufffd');
  });

  it('stores script-like text as inert JSON strings, byte for byte', async () => {
    const payload = '<script>alert(1)</script><img src=x onerror=alert(1)>';
    const created = await call(world.t.app, 'POST', '/api/applications', {
      token: world.accounts.agent.token,
      body: {
        programId: world.programId,
        studentFirstName: payload,
        studentLastName: "O'Brien'; DROP TABLE users;--",
        studentEmail: 'x@example.com',
        studentPhone: '+971 50 000 0000',
        studentDateOfBirth: '2001-01-01',
        studentNationality: 'Irish',
        studentGender: 'male',
        highestQualification: 'High School',
        qualificationName: payload,
        institutionName: 'School',
        graduationYear: '2019',
        intakeDate: 'Fall 2026',
      },
    });
    expect(created.statusCode).toBe(201);
    const read = await call(world.t.app, 'GET', `/api/applications/${created.json().id}`, {
      token: world.accounts.agent.token,
    });
    expect(read.headers['content-type']).toMatch(/^application\/json/);
    expect(read.json()).toMatchObject({
      studentFirstName: payload,
      studentLastName: "O'Brien'; DROP TABLE users;--",
    });
    // The users table survived the SQL-looking name.
    expect(
      (await call(world.t.app, 'GET', '/api/user', { token: world.accounts.agent.token }))
        .statusCode,
    ).toBe(200);

    const contact = await call(world.t.app, 'POST', '/api/contact', {
      body: { name: payload, email: 'x@example.com', subject: payload, message: payload },
    });
    expect(contact.statusCode).toBe(201);
    const messages = await call(world.t.app, 'GET', '/api/admin/contact-messages', {
      token: world.accounts.admin.token,
    });
    expect(messages.statusCode).toBe(200);
    expect(messages.headers['content-type']).toMatch(/^application\/json/);
    expect(messages.json().some((item: { message: string }) => item.message === payload)).toBe(
      true,
    );
  });

  it('keeps the SPAs free of raw HTML injection sinks', async () => {
    const root = join(import.meta.dirname, '../../..');
    const offenders: string[] = [];
    for (const app of ['agent', 'admin']) {
      for (const file of await sourceFiles(join(root, app, 'src'))) {
        const text = await readFile(file, 'utf8');
        if (
          /dangerouslySetInnerHTML|\.innerHTML\s*=|\.outerHTML\s*=|insertAdjacentHTML|document\.write/.test(
            text,
          )
        )
          offenders.push(relative(root, file));
      }
    }
    expect(offenders).toEqual([]);
  });
});
