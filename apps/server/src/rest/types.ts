export interface RestRow {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string; // Fastify style: '/api/programs/:id'
  procedure: string; // dotted tRPC path: 'program.byId'
  summary: string; // OpenAPI summary
  tag: string; // OpenAPI tag
  /** Who may call: anyone, any signed-in user (agents and admins), or administrators only. */
  access: 'public' | 'signedIn' | 'admin';
  /** Builds the procedure input from the request parts; default: body for POST/PUT/PATCH, query for GET. */
  input?: (req: {
    params: Record<string, string>;
    query: Record<string, unknown>;
    body: unknown;
  }) => unknown;
  successStatus?: number; // default 200 (201 for creations if you set it)
  /**
   * 'list': procedure returns Page<T> → REST answers items array + X-Total-Count (docs/product.md §8), and
   * X-Total-Count-Estimated: true when that total is an estimate.
   */
  shape?: 'json' | 'list' | 'empty';
  /** When the procedure answers 409 and what the body then says (documented in OpenAPI). */
  conflict?: string;
}
