import { queries } from '@uniguide/db';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import { appForHost } from '../hosts';
import { programPreviewPng } from '../pages/preview-image';

const PREVIEW_IMAGE_PATH = /^\/og\/programs\/([1-9]\d{0,9})\.png$/;

/** A program's link-preview card: `/og/programs/{id}.png` (docs/decisions/040-server-rendered-pages.md). */
export function isPreviewImagePath(path: string): boolean {
  return PREVIEW_IMAGE_PATH.test(path);
}

/**
 * Pages a search engine has no business in: every signed-in area of the agent app, the sign-in and
 * account-link pages, and the API. Everything else of the agent host (the public catalogue) is open.
 */
const AGENT_DISALLOWED = [
  '/dashboard',
  '/apply',
  '/profile',
  '/admin',
  '/auth',
  '/join',
  '/forgot-password',
  '/reset-password',
  '/verify-email',
  '/unsubscribe',
  '/api/',
  '/trpc/',
];

function siteOf(config: Pick<AppConfig, 'publicAgentUrl'>): string {
  return config.publicAgentUrl.replace(/\/+$/, '');
}

export function robotsTxt(
  app: 'agent' | 'admin',
  config: Pick<AppConfig, 'publicAgentUrl'>,
): string {
  if (app === 'admin') return 'User-agent: *\nDisallow: /\n';
  return [
    'User-agent: *',
    ...AGENT_DISALLOWED.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${siteOf(config)}/sitemap.xml`,
    '',
  ].join('\n');
}

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

function urlEntry(loc: string, lastModified?: Date): string {
  const lastmod = lastModified ? `<lastmod>${lastModified.toISOString()}</lastmod>` : '';
  return `<url><loc>${escapeXml(loc)}</loc>${lastmod}</url>`;
}

/**
 * `/robots.txt` on both hosts (the admin console's refuses every crawler) and `/sitemap.xml` on the
 * agent's: the public pages, every visible program and every university with the last change of its
 * row (docs/decisions/040-server-rendered-pages.md). The catalogue cache keeps the sitemap per
 * catalogue version, like the pages it lists.
 */
export async function seoPlugin(
  app: FastifyInstance,
  { config }: { config: AppConfig },
): Promise<void> {
  app.get('/robots.txt', async (request, reply) => {
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .header('vary', 'host');
    return robotsTxt(appForHost(request.host, config), config);
  });

  // The program's preview card: made once per catalogue version (the catalogue cache keeps it like the
  // page that names it), 404 for an unknown or hidden program, on the agent's hosts only.
  app.get<{ Params: { file: string } }>('/og/programs/:file', async (request, reply) => {
    if (appForHost(request.host, config) !== 'agent') return reply.callNotFound();
    const id = PREVIEW_IMAGE_PATH.exec(`/og/programs/${request.params.file}`)?.[1];
    const program =
      id === undefined ? undefined : await queries.catalogue.getProgram(app.db, Number(id));
    if (!program) return reply.callNotFound();
    reply.type('image/png');
    return programPreviewPng(program);
  });

  app.get('/sitemap.xml', async (request, reply) => {
    if (appForHost(request.host, config) !== 'agent') return reply.callNotFound();
    const site = siteOf(config);
    const { programs, universities } = await queries.catalogue.sitemapRows(app.db);
    const entries = [
      ...['/', '/programs', '/about', '/contact'].map((path) => urlEntry(`${site}${path}`)),
      ...universities.map((row) => urlEntry(`${site}/universities/${row.id}`, row.updatedAt)),
      ...programs.map((row) => urlEntry(`${site}/programs/${row.id}`, row.updatedAt)),
    ];
    reply.type('application/xml; charset=utf-8');
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`;
  });
}
