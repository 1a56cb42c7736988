import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENT_ORIGIN, call, createTestApp, type TestApp } from '../../test/helpers';
import { restRows } from '../rest';

interface Operation {
  summary: string;
  tags: string[];
  requestBody?: unknown;
  parameters?: { name: string; in: string }[];
  responses: Record<string, unknown>;
}

interface Components {
  responses: Record<string, { content: unknown }>;
  schemas: { ErrorBody: { required: string[]; properties: { code: { enum: string[] } } } };
}

describe('OpenAPI document and docs page', () => {
  let t: TestApp;
  let document: {
    openapi: string;
    paths: Record<string, Record<string, Operation>>;
    components: Components;
  };
  beforeAll(async () => {
    t = await createTestApp('pglite');
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    document = response.json();
  });
  afterAll(async () => {
    await t.close();
  });

  it('is OpenAPI 3.1 and documents every REST row with its summary and tag', () => {
    expect(document.openapi).toBe('3.1.0');
    for (const row of restRows) {
      const path = row.path.replace(/:(\w+)/g, '{$1}');
      const operation = document.paths[path]?.[row.method.toLowerCase()];
      expect(operation, `${row.method} ${row.path}`).toBeDefined();
      expect(operation?.summary).toBe(row.summary);
      expect(operation?.tags).toEqual([row.tag]);
    }
  });

  it('documents each operation’s 4xx answers once, in the error shape, and live errors match it', async () => {
    for (const response of Object.values(document.components.responses))
      expect(response.content).toEqual({
        'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } },
      });
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        expect(operation.responses['400'], `${method} ${path}`).toEqual({
          $ref: '#/components/responses/BadRequest',
        });
        if (path.includes('{'))
          expect(operation.responses['404'], `${method} ${path}`).toBeDefined();
      }
    }
    expect(document.paths['/api/admin/stats']?.get?.responses['403']).toBeDefined();
    // A row's own refusals: the agent's application rows, the gate on documents, uploads.
    const codes = (path: string, method: string) =>
      Object.keys(document.paths[path]?.[method]?.responses ?? {}).sort();
    expect(codes('/api/applications/{id}', 'put')).toEqual(
      ['200', '400', '401', '403', '404', '409', '429', 'default'].sort(),
    );
    expect(codes('/api/applications/{id}/submit', 'post')).toContain('403');
    expect(codes('/api/documents/{id}', 'delete')).toContain('409');
    expect(codes('/api/documents/{id}/type', 'put')).toContain('409');
    expect(codes('/api/applications/{id}/messages/attachments', 'post')).toEqual(
      expect.arrayContaining(['409', '413', '415']),
    );
    // A row that answers 409 says when: the duplicate application, the guarded forward.
    expect(document.paths['/api/applications']?.post?.responses['409']).toMatchObject({
      description: expect.stringContaining('active application for this program and intake'),
    });
    expect(
      document.paths['/api/admin/applications/{id}/status']?.patch?.responses['409'],
    ).toMatchObject({ description: expect.stringContaining('confirmForwarding') });

    const schema = document.components.schemas.ErrorBody;
    const live = [
      await call(t.app, 'GET', '/api/programs?degree=Astrology'),
      await call(t.app, 'GET', '/api/programs/2147483648'),
      await call(t.app, 'GET', '/api/programs/2147483647'),
      await call(t.app, 'GET', '/api/admin/stats'),
    ];
    expect(live.map((response) => response.statusCode)).toEqual([400, 400, 404, 401]);
    for (const response of live) {
      const body = response.json();
      expect(Object.keys(body).sort()).toEqual([...schema.required].sort());
      expect(schema.properties.code.enum).toContain(body.code);
    }
  });

  it('documents the optional passport number on the student and apply inputs, as it is normalised', () => {
    const bodyProperty = (path: string, method: string, name: string) => {
      const body = document.paths[path]?.[method]?.requestBody as
        | { content: { 'application/json': { schema: { properties?: Record<string, unknown> } } } }
        | undefined;
      return body?.content['application/json'].schema.properties?.[name];
    };
    for (const [path, method, name] of [
      ['/api/students', 'post', 'passportNumber'],
      ['/api/students/{id}', 'put', 'passportNumber'],
      ['/api/applications', 'post', 'studentPassportNumber'],
      ['/api/applications/{id}', 'put', 'studentPassportNumber'],
    ] as const) {
      expect(bodyProperty(path, method, name), `${method} ${path} ${name}`).toMatchObject({
        description: expect.stringContaining('spaces and dashes are dropped'),
      });
    }
    expect(document.paths['/api/admin/applications/{id}']?.get?.summary).toContain(
      'passport number',
    );
  });

  it('describes request bodies from the procedures’ zod schemas', () => {
    const register = document.paths['/api/register']?.post as {
      requestBody: { content: Record<string, { schema: { required: string[] } }> };
    };
    expect(register.requestBody.content['application/json']?.schema.required).toEqual(
      expect.arrayContaining([
        'username',
        'password',
        'firstName',
        'lastName',
        'agencyName',
        'country',
        'phoneNumber',
      ]),
    );
    expect(document.paths['/api/logout']?.post?.requestBody).toBeUndefined();
  });

  it('has every documented operation answered by a route (never the unknown-route 404, never 405)', async () => {
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const method of Object.keys(operations)) {
        const url = path.replace(/\{\w+\}/g, '1');
        const response = await t.app.inject({
          method: method.toUpperCase() as 'GET',
          url,
          headers: {
            host: 'localhost:3000',
            ...(method === 'get'
              ? {}
              : { origin: AGENT_ORIGIN, 'content-type': 'application/json' }),
          },
          ...(method === 'get' || method === 'delete' ? {} : { payload: '{}' }),
        });
        const label = `${method.toUpperCase()} ${path} → ${response.statusCode} ${response.body.slice(0, 120)}`;
        expect(response.statusCode, label).not.toBe(405);
        if (response.statusCode === 404)
          expect(response.json().message, label).not.toMatch(/^No route matches/);
      }
    }
  });

  it('documents the resumable endpoint (tus 1.0.0, its extensions) and the 408/413/409 answers, as served', async () => {
    const uploads = document.paths['/api/uploads']!;
    const upload = document.paths['/api/uploads/{id}']!;
    expect(Object.keys(uploads).sort()).toEqual(['options', 'post']);
    expect(Object.keys(upload).sort()).toEqual(['delete', 'get', 'head', 'patch']);
    const live = await t.app.inject({ method: 'OPTIONS', url: '/api/uploads' });
    expect(live.statusCode).toBe(204);
    expect(live.headers['tus-version']).toBe('1.0.0');
    const extensions = String(live.headers['tus-extension']);
    expect(uploads.options!.summary).toContain(`Tus-Extension ${extensions}`);
    expect(uploads.options!.summary).toContain(`Tus-Max-Size ${live.headers['tus-max-size']}`);
    for (const status of ['408', '409', '413', '415'])
      expect(upload.patch!.responses[status], status).toBeDefined();
    expect(uploads.post!.responses['413']).toBeDefined();
    expect(uploads.post!.responses['429']).toBeDefined();
    for (const status of ['408', '413'])
      expect(document.paths['/api/documents']!.post!.responses[status], status).toBeDefined();
    expect(document.paths['/api/documents/{id}']!.delete!.responses['409']).toMatchObject({
      description: expect.stringContaining('submitted application'),
    });
  });

  it('serves the docs page', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/docs/',
      headers: { host: 'localhost:3000' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('swagger-ui');
    const json = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.json().openapi).toBe('3.1.0');
  });
});
