import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bundleFigures, entryScripts, gzipSize } from './html-assets';

const VITE_HTML = `<!doctype html><html><head>
  <script type="module" crossorigin src="/assets/index-abc.js"></script>
  <link rel="modulepreload" crossorigin href="/assets/react-def.js">
  <link rel='modulepreload' href='/assets/router-ghi.js'>
  <link rel="stylesheet" crossorigin href="/assets/index-xyz.css">
  <link rel="modulepreload" href="https://cdn.example/remote.js">
  <script src="/legacy.js"></script>
</head><body><div id="root"></div></body></html>`;

describe('entryScripts', () => {
  it('finds module entries and modulepreloads, not styles, classic or remote scripts', () => {
    expect(entryScripts(VITE_HTML)).toEqual([
      '/assets/index-abc.js',
      '/assets/react-def.js',
      '/assets/router-ghi.js',
    ]);
  });
});

describe('bundleFigures', () => {
  const dist = mkdtempSync(join(tmpdir(), 'bench-dist-'));
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('sums the entry set gzipped and finds the largest other chunk', () => {
    mkdirSync(join(dist, 'assets'));
    writeFileSync(
      join(dist, 'index.html'),
      VITE_HTML.replace(/<link rel='modulepreload'[^>]*>/, ''),
    );
    const entry = 'console.log("entry");'.repeat(50);
    const react = 'export const react = 1;'.repeat(80);
    writeFileSync(join(dist, 'assets/index-abc.js'), entry);
    writeFileSync(join(dist, 'assets/react-def.js'), react);
    writeFileSync(join(dist, 'assets/small-route.js'), 'export default 1;');
    const bigRoute = Array.from(
      { length: 400 },
      (_, i) => `export const v${i} = ${i * 7919};`,
    ).join('\n');
    writeFileSync(join(dist, 'assets/big-route.js'), bigRoute);
    writeFileSync(join(dist, 'assets/index-xyz.css'), 'body{}'.repeat(5000));

    const figures = bundleFigures(dist);
    expect(figures.entryFiles).toEqual(['/assets/index-abc.js', '/assets/react-def.js']);
    expect(figures.entryGzipBytes).toBe(gzipSize(entry) + gzipSize(react));
    expect(figures.largestChunk).toEqual({
      file: 'assets/big-route.js',
      gzipBytes: gzipSize(bigRoute),
    });
  });
});
