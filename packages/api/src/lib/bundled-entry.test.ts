import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { bundledEntry } from './bundled-entry';

const files = { source: './worker.ts', built: './worker.js' };
const variable = 'UNIGUIDE_THREAD_ENTRY_BUNDLES';
const given = process.env[variable];

describe('bundledEntry', () => {
  afterEach(() => {
    if (given === undefined) delete process.env[variable];
    else process.env[variable] = given;
  });

  it('starts the built entry beside a built caller, as it is', () => {
    expect(bundledEntry('file:///srv/dist/chunk-A1.js', files)).toEqual({
      url: new URL('file:///srv/dist/worker.js'),
      execArgv: [],
    });
  });

  it("starts a source caller's entry from the test run's bundle of it", () => {
    const source = fileURLToPath(new URL('file:///repo/src/worker.ts'));
    process.env[variable] = JSON.stringify({ [source]: '/tmp/run one/worker.js' });
    expect(bundledEntry('file:///repo/src/run.ts', files)).toEqual({
      url: pathToFileURL('/tmp/run one/worker.js'),
      execArgv: ['--enable-source-maps'],
    });
  });

  it('loads the TypeScript source through tsx when the run bundled nothing for it', () => {
    process.env[variable] = JSON.stringify({ '/elsewhere/worker.ts': '/tmp/worker.js' });
    expect(bundledEntry('file:///repo/src/run.ts', files)).toEqual({
      url: new URL('file:///repo/src/worker.ts'),
      execArgv: ['--import', 'tsx'],
    });
    delete process.env[variable];
    expect(bundledEntry('file:///repo/src/run.ts', files).execArgv).toEqual(['--import', 'tsx']);
  });
});
