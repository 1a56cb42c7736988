import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers';

const run = promisify(execFile);

/** The served document, linted by Redocly's recommended rules: an integrator's tools must accept it. */
describe('OpenAPI document under redocly lint', () => {
  let t: TestApp;
  let folder: string;
  beforeAll(async () => {
    // The document names the configured public address; localhost would be flagged as a placeholder.
    t = await createTestApp('pglite', { publicAgentUrl: 'https://agents.uniguide.app' });
    folder = await mkdtemp(join(tmpdir(), 'uniguide-openapi-'));
  });
  afterAll(async () => {
    await t.close();
    await rm(folder, { recursive: true, force: true });
  });

  it('passes with no errors and no warnings', async () => {
    expect(await readFile(join(import.meta.dirname, '../../redocly.yaml'), 'utf8')).toContain(
      'recommended',
    );
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const file = join(folder, 'openapi.json');
    await writeFile(file, response.body);
    const result = await run(
      'pnpm',
      ['exec', 'redocly', 'lint', file, '--format', 'json', '--max-problems', '1000'],
      { cwd: join(import.meta.dirname, '../..'), maxBuffer: 64 * 1024 * 1024 },
    ).catch((error: { stdout?: string; stderr?: string }) => ({
      stdout: error.stdout ?? '',
      stderr: error.stderr ?? '',
    }));
    const report = JSON.parse(result.stdout) as {
      problems: Array<{ ruleId: string; severity: string; message: string }>;
    };
    expect(report.problems.map((p) => `${p.severity} ${p.ruleId}: ${p.message}`)).toEqual([]);
  }, 120_000);
});
