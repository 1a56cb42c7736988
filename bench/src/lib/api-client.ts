export interface ApiResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

export class ApiError extends Error {
  constructor(
    readonly method: string,
    readonly path: string,
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`${method} ${path} answered ${status}: ${JSON.stringify(body).slice(0, 300)}`);
  }
}

export interface RequestOptions {
  json?: unknown;
  body?: FormData;
  headers?: Record<string, string>;
  /** Statuses that are not an error for this call (default: any 2xx). */
  expect?: readonly number[];
  signal?: AbortSignal;
}

/**
 * A signed-in (or anonymous) client of the REST API, as an integration would be: keeps the session cookie
 * and sends the app's Origin on every request, which the server's CSRF check requires on mutations.
 */
export class ApiClient {
  private cookies = new Map<string, string>();

  constructor(
    readonly baseUrl: string,
    readonly origin: string,
    /** Sent on every request (the load test gives each simulated agent its own X-Forwarded-For). */
    readonly defaultHeaders: Record<string, string> = {},
  ) {}

  /** The session cookie as a Cookie header, for clients other than fetch (tus uploads). */
  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async request<T = unknown>(
    method: string,
    path: string,
    options: RequestOptions = {},
  ): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = {
      origin: this.origin,
      accept: 'application/json',
      ...this.defaultHeaders,
      ...options.headers,
    };
    if (this.cookies.size)
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    let body: string | FormData | undefined;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    } else if (options.body) {
      body = options.body;
    }
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers,
      body,
      signal: options.signal,
    });
    this.keepCookies(response.headers);
    const text = await response.text();
    const parsed = parseBody(text, response.headers.get('content-type'));
    const ok = options.expect ? options.expect.includes(response.status) : response.ok;
    if (!ok) throw new ApiError(method, path, response.status, parsed);
    return { status: response.status, headers: response.headers, body: parsed as T };
  }

  get<T = unknown>(path: string, options?: RequestOptions) {
    return this.request<T>('GET', path, options);
  }

  post<T = unknown>(path: string, json?: unknown, options?: RequestOptions) {
    return this.request<T>('POST', path, { ...options, json });
  }

  put<T = unknown>(path: string, json: unknown, options?: RequestOptions) {
    return this.request<T>('PUT', path, { ...options, json });
  }

  patch<T = unknown>(path: string, json: unknown, options?: RequestOptions) {
    return this.request<T>('PATCH', path, { ...options, json });
  }

  get signedIn(): boolean {
    return this.cookies.size > 0;
  }

  private keepCookies(headers: Headers): void {
    for (const line of headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      if (eq <= 0) continue;
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired =
        attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute)) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

function parseBody(text: string, contentType: string | null): unknown {
  if (!text) return null;
  if (contentType?.includes('json')) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}
