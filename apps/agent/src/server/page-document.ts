import { BRAND, textDirection, type Language } from '@uniguide/domain';

import type { PageMeta, StructuredData } from '../lib/page-meta';

/** Text for an HTML attribute or element: no catalogue text can open a tag or leave a quote. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** JSON to put between script tags: `<` written `\u003c`, so nothing inside can close the element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

const LINK_KEYS = new Set(['url', 'item', 'image', 'logo']);

/** The structured data with its site paths ('/programs/3') written against the site's address. */
function absoluteLinks(value: unknown, siteUrl: string): unknown {
  if (Array.isArray(value)) return value.map((item) => absoluteLinks(item, siteUrl));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      LINK_KEYS.has(key) && typeof item === 'string'
        ? absoluteUrl(item, siteUrl)
        : absoluteLinks(item, siteUrl),
    ]),
  );
}

function absoluteUrl(pathOrUrl: string, siteUrl: string): string {
  return new URL(pathOrUrl, `${siteUrl.replace(/\/+$/, '')}/`).href;
}

/** Images link previewers show: WhatsApp, Facebook and LinkedIn draw no SVG. */
const PREVIEW_IMAGE = /\.(png|jpe?g|webp|gif)(\?.*)?$/i;

/** The head tags of a page: title, description, canonical, Open Graph, Twitter card and JSON-LD. */
export function headTags(meta: PageMeta, siteUrl: string): string {
  const title = `${meta.title} | ${BRAND.name}`;
  const facts = (meta.previewFacts ?? []).filter((fact): fact is string => Boolean(fact?.trim()));
  const previewDescription = facts.length
    ? `${facts.join(' · ')}. ${meta.description}`
    : meta.description;
  const image =
    meta.image && PREVIEW_IMAGE.test(meta.image) ? absoluteUrl(meta.image, siteUrl) : undefined;
  const tags: string[] = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
  ];
  if (meta.notFound) tags.push('<meta name="robots" content="noindex" />');
  if (meta.path !== undefined && !meta.notFound) {
    const url = absoluteUrl(meta.path, siteUrl);
    tags.push(
      `<link rel="canonical" href="${escapeHtml(url)}" />`,
      `<meta property="og:url" content="${escapeHtml(url)}" />`,
    );
  }
  tags.push(
    `<meta property="og:site_name" content="${escapeHtml(BRAND.name)}" />`,
    `<meta property="og:type" content="${meta.type ?? 'website'}" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(previewDescription)}" />`,
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}" />`,
    `<meta name="twitter:title" content="${escapeHtml(meta.title)}" />`,
    `<meta name="twitter:description" content="${escapeHtml(previewDescription)}" />`,
  );
  if (image) {
    tags.push(
      `<meta property="og:image" content="${escapeHtml(image)}" />`,
      `<meta name="twitter:image" content="${escapeHtml(image)}" />`,
    );
  }
  for (const data of meta.structuredData ?? []) {
    tags.push(
      `<script type="application/ld+json">${scriptJson(absoluteLinks(data as StructuredData, siteUrl))}</script>`,
    );
  }
  return tags.join('\n    ');
}

const TITLE = /<title>[\s\S]*?<\/title>/;
const DESCRIPTION = /<meta\s+name="description"[\s\S]*?\/?>/;
const ROOT = '<div id="root"></div>';
/** The built index.html's module entry, as Vite writes it. */
const MODULE_ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
/** The script that starts a server-rendered page's app after its first paint (public/app-start.js). */
const APP_START_PATH = '/app-start.js';
const HTML_OPEN = /<html[^>]*>/;

/**
 * The built index.html with the page in it: `<html lang dir>` in the page's language, its head tags in place of the shell's title and
 * description, its markup inside #root, and the data it was rendered from in an inert JSON script
 * right after it. The app's entry is fetched early (a modulepreload link in its place) and started
 * after the first paint by a deferred script (docs/decisions/090-app-start-after-paint.md); it reads
 * the data then.
 */
export function pageDocument(
  template: string,
  page: { head: string; body: string; dataElementId: string; data: string; language: Language },
): string {
  if (!template.includes(ROOT)) throw new Error(`the page template has no ${ROOT}`);
  if (!HTML_OPEN.test(template)) throw new Error('the page template has no <html> element');
  if (!MODULE_ENTRY.test(template)) throw new Error('the page template has no module entry');
  // `data-language` tells the browser the server chose the language, so it hydrates in the same one.
  const html = `<html lang="${page.language}" dir="${textDirection(page.language)}" data-language="${page.language}">`;
  return template
    .replace(HTML_OPEN, html)
    .replace(
      MODULE_ENTRY,
      (_tag, entry: string) =>
        `<link rel="modulepreload" crossorigin href="${entry}" />` +
        `<script defer src="${APP_START_PATH}" data-entry="${entry}"></script>`,
    )
    .replace(DESCRIPTION, '')
    .replace(TITLE, () => page.head)
    .replace(
      ROOT,
      () =>
        `<div id="root">${page.body}</div><script type="application/json" id="${page.dataElementId}">${page.data}</script>`,
    );
}
