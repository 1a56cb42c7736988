import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Attribute value of `name` inside one tag's text, or undefined. */
function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag);
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined;
}

/**
 * The JavaScript a built index.html makes the browser fetch before any route code: module entry scripts and
 * `modulepreload` links, as paths relative to the site root, in document order, without duplicates.
 */
export function entryScripts(html: string): string[] {
  const found: string[] = [];
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/gi)) {
    const isScript = /^<script/i.test(tag);
    const path = isScript
      ? attribute(tag, 'type') === 'module'
        ? attribute(tag, 'src')
        : undefined
      : attribute(tag, 'rel') === 'modulepreload'
        ? attribute(tag, 'href')
        : undefined;
    if (path && !/^[a-z]+:\/\//i.test(path) && !found.includes(path)) found.push(path);
  }
  return found;
}

export function gzipSize(bytes: Buffer | string): number {
  return gzipSync(bytes).length;
}

export interface BundleFigures {
  entryFiles: string[];
  entryGzipBytes: number;
  largestChunk: { file: string; gzipBytes: number } | undefined;
}

/** Sizes of a Vite `dist/`: the entry set from index.html, and the largest other JS chunk in assets/. */
export function bundleFigures(distDir: string): BundleFigures {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const entryFiles = entryScripts(html);
  const entryGzipBytes = entryFiles.reduce(
    (sum, path) => sum + gzipSize(readFileSync(join(distDir, path.replace(/^\//, '')))),
    0,
  );
  const entryNames = new Set(entryFiles.map((path) => path.replace(/^\//, '')));
  let largestChunk: BundleFigures['largestChunk'];
  for (const name of readdirSync(join(distDir, 'assets'))) {
    const file = `assets/${name}`;
    if (!name.endsWith('.js') || entryNames.has(file)) continue;
    const gzipBytes = gzipSize(readFileSync(join(distDir, file)));
    if (!largestChunk || gzipBytes > largestChunk.gzipBytes) largestChunk = { file, gzipBytes };
  }
  return { entryFiles, entryGzipBytes, largestChunk };
}
