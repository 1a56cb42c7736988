import { mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { acceptsOnlyJson, routePattern, routesOf } from './app-routes';

describe('route patterns', () => {
  it('matches literal segments in any case, with or without a trailing slash', () => {
    const pattern = routePattern('/dashboard/students');
    for (const path of ['/dashboard/students', '/dashboard/students/', '/DASHBOARD/Students']) {
      expect(pattern.test(path), path).toBe(true);
    }
    for (const path of ['/dashboard', '/dashboard/students/1', '/dashboard/studentsx', '/x']) {
      expect(pattern.test(path), path).toBe(false);
    }
  });

  it('matches any one segment for $name, one or none for {-$name}, the rest for a splat', () => {
    const edit = routePattern('/dashboard/applications/$applicationId/edit');
    expect(edit.test('/dashboard/applications/123/edit')).toBe(true);
    expect(edit.test('/dashboard/applications/a.b%20c/edit')).toBe(true);
    expect(edit.test('/dashboard/applications//edit')).toBe(false);
    expect(edit.test('/dashboard/applications/1/2/edit')).toBe(false);

    const optional = routePattern('/posts/{-$category}/list');
    expect(optional.test('/posts/list')).toBe(true);
    expect(optional.test('/posts/news/list')).toBe(true);
    expect(optional.test('/posts/a/b/list')).toBe(false);

    const splat = routePattern('/files/$');
    expect(splat.test('/files/a/b/c.txt')).toBe(true);
    expect(splat.test('/files')).toBe(true);
    expect(splat.test('/other/a')).toBe(false);

    expect(routePattern('/file{$id}.txt').test('/file12.txt')).toBe(true);
    expect(routePattern('/file{$id}.txt').test('/file12.csv')).toBe(false);
    expect(routePattern('/').test('/')).toBe(true);
    expect(routePattern('/').test('/x')).toBe(false);
  });

  it('escapes what a literal segment holds', () => {
    expect(routePattern('/a.b').test('/axb')).toBe(false);
    expect(routePattern('/a.b').test('/a.b')).toBe(true);
  });
});

describe('an app build’s route list', () => {
  it('is read from routes.json, reread when it changes, and absent when unreadable', async () => {
    const dist = await mkdtemp(join(tmpdir(), 'uniguide-routes-'));
    try {
      expect(await routesOf(dist)).toBeUndefined();
      const file = join(dist, 'routes.json');
      await writeFile(file, JSON.stringify({ routes: ['/', '/programs/$programId'] }));
      const first = await routesOf(dist);
      expect(first?.('/programs/7')).toBe(true);
      expect(first?.('/about')).toBe(false);

      await writeFile(file, JSON.stringify({ routes: ['/about'] }));
      await utimes(file, new Date(), new Date(Date.now() + 5000));
      const second = await routesOf(dist);
      expect(second?.('/about')).toBe(true);
      expect(second?.('/programs/7')).toBe(false);

      for (const broken of ['{', '{"routes": "/"}', '{"routes": [1]}', 'null']) {
        await writeFile(file, broken);
        await utimes(file, new Date(), new Date(Date.now() + 10_000 + broken.length));
        expect(await routesOf(dist), broken).toBeUndefined();
      }
    } finally {
      await rm(dist, { recursive: true, force: true });
    }
  });

  it('matches a percent-encoded literal segment as its decoded text', async () => {
    const dist = await mkdtemp(join(tmpdir(), 'uniguide-routes-'));
    try {
      await writeFile(join(dist, 'routes.json'), JSON.stringify({ routes: ['/about'] }));
      const isRoute = await routesOf(dist);
      expect(isRoute?.('/%61bout')).toBe(true);
      expect(isRoute?.('/%E0%A4%A')).toBe(false);
    } finally {
      await rm(dist, { recursive: true, force: true });
    }
  });
});

describe('JSON-only clients', () => {
  it('are those whose every acceptable media range is JSON', () => {
    for (const accept of [
      'application/json',
      'Application/JSON; charset=utf-8',
      'application/problem+json, application/json;q=0.2',
      'application/json, text/html;q=0',
    ]) {
      expect(acceptsOnlyJson(accept), accept).toBe(true);
    }
    for (const accept of [
      undefined,
      '',
      '*/*',
      'text/html',
      'application/json, */*;q=0.1',
      'application/json, text/html',
      'image/*',
      'application/jsonx',
      ',;q=0',
    ]) {
      expect(acceptsOnlyJson(accept), String(accept)).toBe(false);
    }
  });
});
