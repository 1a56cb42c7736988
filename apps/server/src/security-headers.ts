import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import { SESSION_COOKIE } from './plugins/session';

export type HeaderSet = Readonly<Record<string, string>>;

export interface SecurityHeaders {
  /** For HTML pages: helmet's document headers with the apps' Content-Security-Policy. */
  document: HeaderSet;
  /**
   * For everything else (JSON, files, scripts): the short set OWASP's REST Security Cheat Sheet names.
   * A JSON answer or a download opened as a page may load nothing and be framed by nobody.
   */
  data: HeaderSet;
}

const DOCUMENT_POLICY = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // The SPAs load Vite's external CSS; 'unsafe-inline' is only for the <style> tags and style
      // attributes that Radix's scroll lock and positioning insert at run time.
      styleSrc: ["'self'", "'unsafe-inline'"],
      // Program, university and custom logo images may live on other https hosts.
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      scriptSrcAttr: ["'none'"],
    },
  },
} satisfies HelmetOptions;

const DATA_POLICY = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
  },
  xFrameOptions: { action: 'deny' },
  // These concern documents a browser renders as pages: off for data.
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
} satisfies HelmetOptions;

/**
 * The headers helmet's middleware sets for `options`, read once by running it against a recording
 * response: the policies hold no per-request parts (no nonces), so every answer can reuse the result
 * instead of rebuilding the middleware and its header strings per request.
 */
export function helmetHeaders(options: HelmetOptions): HeaderSet {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)(
    {} as IncomingMessage,
    recorder as unknown as ServerResponse,
    (error?: unknown) => {
      if (error) throw error;
    },
  );
  return Object.freeze(headers);
}

/** Both sets; HSTS only in production, so plain-HTTP deployments (local, TLS ended elsewhere) keep working. */
export function securityHeaders(options: { production: boolean }): SecurityHeaders {
  const strictTransportSecurity = options.production ? undefined : false;
  return {
    document: helmetHeaders({ ...DOCUMENT_POLICY, strictTransportSecurity }),
    data: helmetHeaders({ ...DATA_POLICY, strictTransportSecurity }),
  };
}

/**
 * What a server-rendered public page says, to a visitor without a session cookie, in place of the
 * document set's `Cross-Origin-Opener-Policy: same-origin` (docs/decisions/098-public-pages-without-coop.md):
 * a page opened from a link or a new tab then stays in the browser's process instead of waiting for
 * a new one. A visitor with a session cookie gets the document set's value. Both are sent on a 304
 * too, which updates the copy a browser kept from a visit in the other audience.
 */
export function pageHeadersFor(audience: Audience): HeaderSet {
  return audience === 'anonymous' ? PUBLIC_PAGE_HEADERS : SESSION_PAGE_HEADERS;
}

const PUBLIC_PAGE_HEADERS: HeaderSet = Object.freeze({
  'cross-origin-opener-policy': 'unsafe-none',
});
const SESSION_PAGE_HEADERS: HeaderSet = Object.freeze({
  'cross-origin-opener-policy': 'same-origin',
});

/** Who a page goes to: a request with a session cookie, valid or not, or one without. */
export type Audience = 'anonymous' | 'session';

const SESSION_COOKIE_SENT = new RegExp(`(?:^|;)\\s*${SESSION_COOKIE}=`);

/** The audience of a request (pageHeadersFor), from its Cookie header. */
export function audienceOf(headers: IncomingHttpHeaders): Audience {
  return headers.cookie !== undefined && SESSION_COOKIE_SENT.test(headers.cookie)
    ? 'session'
    : 'anonymous';
}

/** Whether an answer of this content type is a page a browser renders (and so gets the document set). */
export function isHtml(contentType: string | undefined): boolean {
  return contentType !== undefined && /^\s*text\/html\s*(;|$)/i.test(contentType);
}

/** The set an answer of this content type gets: pages the document set, everything else the data set. */
export function securityHeadersFor(
  sets: SecurityHeaders,
  contentType: string | undefined,
): HeaderSet {
  return isHtml(contentType) ? sets.document : sets.data;
}
