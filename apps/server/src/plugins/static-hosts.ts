import { stat } from 'node:fs/promises';
import { isAbsolute, relative, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import { BRAND } from '@uniguide/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { acceptsOnlyJson, routesOf } from '../app-routes';
import type { AppConfig } from '../config';
import { appForHost, isApiPath, type HostApp } from '../hosts';
import { languageOfHeaders, markLanguage } from '../language';
import type { PageRenderer } from '../pages/page-renderer';
import { HashedFiles, type SentFile } from './hashed-files';
import { audienceOf, pageHeadersFor } from '../security-headers';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const SHORT = 'public, max-age=3600';

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/** The path relative to `root` when it names a file inside it; null for anything else (`..` included). */
async function fileWithin(root: string, path: string): Promise<string | null> {
  if (!path) return null;
  const inside = relative(root, resolve(root, path));
  if (!inside || inside.startsWith('..') || isAbsolute(inside)) return null;
  return (await isFile(resolve(root, inside))) ? inside : null;
}

/** What a 200 of a file said of itself, for the hashed files to check their read against. */
function sentFile(reply: FastifyReply, cacheControl: string): SentFile | undefined {
  const contentType = reply.raw.getHeader('content-type');
  const length = Number(reply.raw.getHeader('content-length'));
  const encoding = reply.raw.getHeader('content-encoding') ?? 'identity';
  if (reply.raw.statusCode !== 200 || typeof contentType !== 'string' || !Number.isInteger(length))
    return undefined;
  if (encoding !== 'identity' && encoding !== 'br' && encoding !== 'gzip') return undefined;
  return { contentType, cacheControl, encoding, length };
}

function acceptsHtml(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/html');
}

/** The student's page on the agent host: `/s/{token}`. */
const SHARED_PAGE = /^\/s\/([^/]+)\/?$/;

/** A last segment with an extension (`app-1f3.js`, `logo.png`) asks for a file, not a page. */
const FILE_NAME = /\/[^/]*\.[a-z0-9]{1,8}$/i;

function notBuiltPage(app: HostApp, dist: string): string {
  const name = app === 'admin' ? 'admin console' : 'agent app';
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${BRAND.name}: not built yet</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; line-height: 1.5">
<h1>The ${name} has not been built yet</h1>
<p>The server is running, but <code>${dist}</code> does not exist.</p>
<p>Run <code>pnpm build</code> (or <code>pnpm start</code>, which builds first) and reload this page.
During development, <code>pnpm dev</code> serves the apps with hot reload.</p>
<p>The API is up: <a href="/api/health">/api/health</a>, <a href="/api/docs">/api/docs</a>.</p>
</body>
</html>
`;
}

/**
 * Serves the two single-page apps by Host (decision 007): hashed assets cached for a year, index.html
 * revalidated every time. Pages answer like pages (decision 031): every route of the app (its build's
 * `routes.json`) gets index.html with a 200 whatever the client accepts, unless it accepts only JSON; any
 * other path gets index.html with a 404, which the app renders as its not-found page. A missing file
 * (`/assets/x.js`) and a JSON-only client get the JSON 404 instead.
 * Text files go out Brotli- or gzip-compressed when the browser accepts it, from the `.br`/`.gz` copies
 * the apps' builds write next to them (tooling/vite/precompress.ts); nothing is compressed per request.
 */
export async function staticHostsPlugin(
  app: FastifyInstance,
  {
    config,
    pages,
    hashedFiles,
    sharedPageIsLive,
  }: {
    config: AppConfig;
    pages?: PageRenderer;
    /** Keeps the hashed files this plugin sent, for the front to send next time. */
    hashedFiles?: HashedFiles;
    /** Whether the student's page at this token opens (docs/product.md §5.10); audited by the API. */
    sharedPageIsLive?: (
      request: FastifyRequest,
      reply: FastifyReply,
      token: string,
    ) => Promise<boolean>;
  },
): Promise<void> {
  // Encapsulated, so other plugins may register their own @fastify/static decorations.
  // `cacheControl: false` here as well as per call: when a compressed copy is missing, @fastify/static
  // retries the plain file with its plugin-wide options only.
  await app.register(fastifyStatic, { serve: false, preCompressed: true, cacheControl: false });

  async function sendIndex(reply: FastifyReply, dist: string) {
    reply.header('cache-control', REVALIDATE).header('vary', 'accept-encoding');
    return reply.sendFile('index.html', dist, { cacheControl: false });
  }

  // No validators on the not-found page: a 304 would carry the 404 status and no page.
  async function sendNotFoundPage(reply: FastifyReply, dist: string) {
    reply.status(404).header('cache-control', REVALIDATE).header('vary', 'accept-encoding');
    return reply.sendFile('index.html', dist, {
      cacheControl: false,
      etag: false,
      lastModified: false,
    });
  }

  /**
   * A public page of the agent app rendered on the server (docs/decisions/040-server-rendered-pages.md).
   * The catalogue cache keeps a 200 and answers it next time; a 404 (no such program) is rendered each
   * time and carries no validators. If the render fails, the page is left to the browser, as before.
   */
  async function sendRenderedPage(
    request: FastifyRequest,
    reply: FastifyReply,
    renderer: PageRenderer,
    dist: string,
  ) {
    // The page cache read the language before it set the Cookie header aside (decision 069).
    const language = request.pageLanguage ?? languageOfHeaders(request.headers);
    let page;
    try {
      page = await renderer.render(request.url, language);
    } catch (error) {
      request.log.error({ err: error }, 'page render failed; sending the app shell');
      return sendIndex(reply, dist);
    }
    reply.status(page.status).type('text/html; charset=utf-8');
    if (page.status !== 200)
      reply.header('cache-control', REVALIDATE).header('vary', 'accept-encoding');
    markLanguage(reply, page.language);
    // Kept by the security plugin, and on a 304; the page cache chooses them for each hit (decision 098).
    reply.headers(pageHeadersFor(request.pageAudience ?? audienceOf(request.headers)));
    return reply.send(page.html);
  }

  const warnedNoRoutes = new Set<string>();

  app.get('/*', async (request, reply) => {
    const path = (request.params as { '*': string })['*'] ?? '';
    if (isApiPath(`/${path}`)) return reply.callNotFound();

    const hostApp = appForHost(request.host, config);
    const dist = hostApp === 'admin' ? config.adminDist : config.agentDist;
    if (!(await isFile(resolve(dist, 'index.html')))) {
      return reply
        .status(503)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(notBuiltPage(hostApp, dist));
    }

    // Catalogue images (`/images/…`, the seed's university pictures) ship with the agent app; the
    // admin console shows them too.
    const roots =
      hostApp === 'admin' && path.startsWith('images/') ? [dist, config.agentDist] : [dist];
    for (const root of roots) {
      const file = await fileWithin(root, path);
      if (!file) continue;
      if (file === 'index.html') return sendIndex(reply, root);
      const cacheControl = file.startsWith(`assets${sep}`) ? IMMUTABLE : SHORT;
      reply.header('cache-control', cacheControl).header('vary', 'accept-encoding');
      if (hashedFiles && HashedFiles.keeps(request.url, `/${file.split(sep).join('/')}`)) {
        const kept = hashedFiles;
        reply.raw.once('finish', () => {
          const sent = sentFile(reply, cacheControl);
          if (sent)
            void kept.remember(
              hostApp,
              request.headers.host,
              request.url,
              resolve(root, file),
              sent,
            );
        });
      }
      return reply.sendFile(file, root, { cacheControl: false });
    }
    const urlPath = request.url.split('?')[0] ?? '/';
    const rendered = hostApp === 'agent' && pages?.rendersPath(urlPath) ? pages : undefined;
    // The root is the app's home page whatever the client accepts (`curl localhost:3000` included).
    if (path === '')
      return rendered ? sendRenderedPage(request, reply, rendered, dist) : sendIndex(reply, dist);
    if (acceptsOnlyJson(request.headers.accept)) return reply.callNotFound();
    if (rendered) return sendRenderedPage(request, reply, rendered, dist);

    const isRoute = await routesOf(dist);
    if (!isRoute) {
      // A build from before route lists: every path is left to the app's router, as before.
      if (!warnedNoRoutes.has(dist)) {
        warnedNoRoutes.add(dist);
        request.log.warn({ dist }, 'app build has no routes.json; every path is served as a page');
      }
      return sendIndex(reply, dist);
    }
    // The student's page answers 404 once its link is revoked, expired or unknown: the app then shows
    // its "no longer available" page, with the same answer for each.
    const shared = hostApp === 'agent' ? SHARED_PAGE.exec(urlPath) : null;
    if (shared?.[1] && sharedPageIsLive) {
      const live = await sharedPageIsLive(request, reply, shared[1]);
      reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
      return live
        ? reply.sendFile('index.html', dist, { cacheControl: false })
        : sendNotFoundPage(reply, dist);
    }
    if (isRoute(urlPath)) return sendIndex(reply, dist);
    if (FILE_NAME.test(urlPath) && !acceptsHtml(request)) return reply.callNotFound();
    return sendNotFoundPage(reply, dist);
  });
}
