import { appRouter } from '@uniguide/api';
import { BRAND, REST_DEFAULT_LIMIT, REST_MAX_LIMIT } from '@uniguide/domain';
import { z } from 'zod';
import type { RestRefusal, RestRow } from '../rest/types';
import { SESSION_COOKIE } from '../plugins/session';

const ACCESS_TEXT: Record<RestRow['access'], string> = {
  public: 'anyone',
  signedIn: 'any signed-in user',
  admin: 'administrators only',
};

type JsonSchema = Record<string, unknown>;

interface ProcedureDef {
  inputs?: unknown[];
  output?: unknown;
}

const ERROR_BODY: JsonSchema = {
  type: 'object',
  required: ['message', 'code', 'issues'],
  properties: {
    message: { type: 'string' },
    code: {
      type: 'string',
      enum: [
        'BAD_REQUEST',
        'UNAUTHORIZED',
        'FORBIDDEN',
        'NOT_FOUND',
        'CONFLICT',
        'PAYLOAD_TOO_LARGE',
        'UNSUPPORTED_MEDIA_TYPE',
        'TOO_MANY_REQUESTS',
        'INTERNAL_SERVER_ERROR',
        'SERVICE_UNAVAILABLE',
      ],
    },
    issues: {
      type: 'array',
      items: {
        type: 'object',
        required: ['path', 'message'],
        properties: { path: { type: 'string' }, message: { type: 'string' } },
      },
    },
  },
};

const ERROR_RESPONSE = {
  description: 'Error',
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
};

/** The error answers an integrator meets, each in the one error shape (components.responses). */
const ERROR_RESPONSES: Record<string, { status: string; description: string }> = {
  BadRequest: { status: '400', description: 'Invalid input; `issues` names each field' },
  Unauthorized: { status: '401', description: 'Not signed in' },
  Forbidden: { status: '403', description: 'Signed in without the rights this call needs' },
  NotFound: { status: '404', description: 'No such row, or not one of yours' },
  Conflict: { status: '409', description: 'Refused by a rule of the row’s current state' },
  PayloadTooLarge: { status: '413', description: 'Too large; `message` names the limit' },
  UnsupportedMediaType: { status: '415', description: 'Not a file or body type this call takes' },
  TooManyRequests: { status: '429', description: 'Rate limited; try again later' },
  RequestTimeout: {
    status: '408',
    description:
      'An upload whose body made no progress for UPLOAD_IDLE_TIMEOUT_SECONDS (a body that keeps arriving is never cut)',
  },
};

/** What every route that takes a file may answer besides the usual 4xx. */
const UPLOAD_ERRORS = {
  '408': { $ref: '#/components/responses/RequestTimeout' },
  '413': { $ref: '#/components/responses/PayloadTooLarge' },
  '415': { $ref: '#/components/responses/UnsupportedMediaType' },
};

function errorResponseRef(name: keyof typeof ERROR_RESPONSES) {
  return { $ref: `#/components/responses/${name}` };
}

/** The 4xx answers a row can give: input errors always, sign-in and rights by access, 404 by id. */
function errorResponses(row: Pick<RestRow, 'access' | 'path' | 'refusals'>) {
  const names: Array<keyof typeof ERROR_RESPONSES> = ['BadRequest'];
  if (row.access !== 'public') names.push('Unauthorized');
  if (row.access === 'admin' || row.refusals?.includes('Forbidden')) names.push('Forbidden');
  if (row.path.includes(':') || row.path.includes('{')) names.push('NotFound');
  for (const refusal of row.refusals ?? []) if (refusal !== 'Forbidden') names.push(refusal);
  names.push('TooManyRequests');
  return Object.fromEntries(
    names.map((name) => [ERROR_RESPONSES[name]!.status, errorResponseRef(name)]),
  );
}

function procedureDef(path: string): ProcedureDef | undefined {
  const procedures = appRouter._def.procedures as unknown as Record<
    string,
    { _def: ProcedureDef } | undefined
  >;
  return procedures[path]?._def;
}

/** A zod schema as JSON Schema 2020-12 (OpenAPI 3.1's dialect); anything not representable becomes `{}`. */
function toJsonSchema(schema: unknown, io: 'input' | 'output'): JsonSchema | undefined {
  if (!(schema instanceof z.ZodType)) return undefined;
  try {
    const { $schema: _dialect, ...json } = z.toJSONSchema(schema, {
      io,
      unrepresentable: 'any',
    }) as JsonSchema;
    return json;
  } catch {
    return {};
  }
}

function inputSchema(row: RestRow): JsonSchema | undefined {
  const inputs = procedureDef(row.procedure)?.inputs ?? [];
  const schemas = inputs
    .map((input) => toJsonSchema(input, 'input'))
    .filter((schema): schema is JsonSchema => !!schema);
  if (schemas.length <= 1) return schemas[0];
  return { allOf: schemas };
}

function withoutProperties(schema: JsonSchema, names: string[]): JsonSchema {
  const properties = { ...((schema.properties as Record<string, JsonSchema> | undefined) ?? {}) };
  for (const name of names) delete properties[name];
  const required = ((schema.required as string[] | undefined) ?? []).filter(
    (name) => !names.includes(name),
  );
  return { ...schema, properties, ...(required.length ? { required } : { required: undefined }) };
}

function pathParameters(path: string): string[] {
  return [...path.matchAll(/:(\w+)/g)].map((match) => match[1] as string);
}

function queryParameters(schema: JsonSchema | undefined, exclude: string[]) {
  const properties = (schema?.properties as Record<string, JsonSchema> | undefined) ?? {};
  const required = new Set((schema?.required as string[] | undefined) ?? []);
  return Object.entries(properties)
    .filter(([name]) => !exclude.includes(name))
    .map(([name, property]) => ({
      name,
      in: 'query',
      required: required.has(name),
      schema: property,
    }));
}

const LIST_PARAMETERS = [
  {
    name: 'limit',
    in: 'query',
    required: false,
    schema: { type: 'integer', minimum: 1, maximum: REST_MAX_LIMIT, default: REST_DEFAULT_LIMIT },
  },
  {
    name: 'offset',
    in: 'query',
    required: false,
    schema: { type: 'integer', minimum: 0, default: 0 },
  },
];

/**
 * A paginated list (its procedure takes page/pageSize, so REST bounds it by default) rather than one
 * that answers every match unless limit/offset narrow it (the catalogue, decision 019).
 */
function isBoundedList(row: RestRow): boolean {
  const properties = inputSchema(row)?.properties as Record<string, unknown> | undefined;
  return row.shape === 'list' && properties?.pageSize !== undefined;
}

function successResponse(row: RestRow) {
  const status = String(row.successStatus ?? (row.shape === 'empty' ? 204 : 200));
  if (row.shape === 'empty') return { [status]: { description: 'Done (no content)' } };
  const output = toJsonSchema(procedureDef(row.procedure)?.output, 'output');
  if (row.shape === 'list') {
    const items = (output?.properties as Record<string, JsonSchema> | undefined)?.items;
    return {
      [status]: {
        description: isBoundedList(row)
          ? 'A JSON array bounded by limit and offset'
          : 'Every match as a JSON array (limit and offset narrow it when given)',
        headers: {
          'X-Total-Count': {
            description: 'Rows matching before limit/offset',
            schema: { type: 'integer' },
          },
          'X-Total-Count-Estimated': {
            description:
              'Sent as "true" when X-Total-Count is estimated from a sample (large searches); absent when it is exact',
            schema: { type: 'string', enum: ['true'] },
          },
        },
        content: { 'application/json': { schema: items ?? { type: 'array', items: {} } } },
      },
    };
  }
  return {
    [status]: { description: 'Success', content: { 'application/json': { schema: output ?? {} } } },
  };
}

function operation(row: RestRow) {
  const params = pathParameters(row.path);
  const input = inputSchema(row);
  const parameters: unknown[] = params.map((name) => ({
    name,
    in: 'path',
    required: true,
    schema: ((input?.properties as Record<string, JsonSchema> | undefined)?.[name] as
      JsonSchema | undefined) ?? {
      type: 'string',
    },
  }));
  let requestBody: unknown;
  if (row.method === 'GET' || row.method === 'DELETE') {
    const bounded = isBoundedList(row);
    if (bounded) parameters.push(...LIST_PARAMETERS);
    const exclude = bounded ? [...params, 'page', 'pageSize', 'limit', 'offset'] : params;
    parameters.push(...queryParameters(input, exclude));
  } else if (input) {
    const body = withoutProperties(input, params);
    const hasFields =
      Object.keys((body.properties as object | undefined) ?? {}).length > 0 || body.allOf;
    if (hasFields)
      requestBody = { required: true, content: { 'application/json': { schema: body } } };
  }
  return {
    operationId: `${row.method.toLowerCase()}${row.path.replace(/[^a-zA-Z0-9]+(.)?/g, (_, next: string | undefined) => (next ?? '').toUpperCase())}`,
    summary: row.summary,
    description: `Calls the tRPC procedure \`${row.procedure}\`. Access: ${ACCESS_TEXT[row.access]}.`,
    tags: [row.tag],
    ...(parameters.length ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    ...(row.access === 'public' ? { security: [] } : { security: [{ sessionCookie: [] }] }),
    responses: {
      ...successResponse(row),
      ...errorResponses(row),
      ...(row.conflict ? { '409': { ...ERROR_RESPONSE, description: row.conflict } } : {}),
      default: ERROR_RESPONSE,
    },
  };
}

const UPLOAD_FIELDS = {
  file: { type: 'string', format: 'binary' },
  documentType: { type: 'string' },
  expiresOn: {
    type: 'string',
    format: 'date',
    description: 'Passports and English-proficiency certificates only (YYYY-MM-DD)',
  },
  requestId: {
    type: 'integer',
    description: 'The open document request this upload answers (with applicationId)',
  },
  replacesDocumentId: {
    type: 'integer',
    description: 'A document of the application this one replaces; it comes off the application',
  },
  filename: { type: 'string' },
  originalFilename: { type: 'string' },
  fileSize: { type: 'integer' },
  mimeType: { type: 'string' },
};

/** An upload's own refusals: the application's state (409), the size (413), the type by content (415). */
const UPLOAD_REFUSALS: RestRefusal[] = ['Conflict', 'PayloadTooLarge', 'UnsupportedMediaType'];

function uploadOperation(operationId: string, summary: string, schema: Record<string, unknown>) {
  return {
    operationId,
    summary,
    tags: ['Documents'],
    security: [{ sessionCookie: [] }],
    requestBody: { required: true, content: { 'multipart/form-data': { schema } } },
    responses: {
      '201': { description: 'The stored document (metadata)' },
      ...errorResponses({ access: 'signedIn', path: '{id}', refusals: UPLOAD_REFUSALS }),
      ...UPLOAD_ERRORS,
      default: ERROR_RESPONSE,
    },
  };
}

const TUS_HEADER = {
  name: 'Tus-Resumable',
  in: 'header',
  required: true,
  schema: { type: 'string', enum: ['1.0.0'] },
};
const UPLOAD_ID = { name: 'id', in: 'path', required: true, schema: { type: 'string' } };

/**
 * The resumable upload endpoint (tus 1.0.0; docs/decisions/038-resumable-uploads.md): create with
 * POST, send bytes with PATCH from the offset HEAD reports, cancel with DELETE. The last PATCH
 * answers 200 with what the upload became, as the matching multipart route would.
 */
const RESUMABLE_ROUTES: Record<string, Record<string, unknown>> = {
  '/api/uploads': {
    options: {
      operationId: 'optionsApiUploads',
      summary:
        'tus 1.0.0 discovery: Tus-Version 1.0.0, Tus-Extension creation,creation-with-upload,termination,expiration, Tus-Max-Size 10485760',
      tags: ['Uploads'],
      security: [],
      responses: {
        '204': { description: 'The supported protocol version, extensions and maximum size' },
        ...errorResponses({ access: 'public', path: '' }),
        default: ERROR_RESPONSE,
      },
    },
    post: {
      operationId: 'postApiUploads',
      summary:
        'Start a resumable upload (tus creation). Upload-Length is the file size (at most 10 MB); Upload-Metadata ' +
        'carries kind (student, university or message), filename and the fields of the matching multipart route ' +
        '(applicationId or studentId, documentType, expiresOn, requestId, replacesDocumentId, universityDocumentType)',
      tags: ['Uploads'],
      security: [{ sessionCookie: [] }],
      parameters: [
        TUS_HEADER,
        { name: 'Upload-Length', in: 'header', required: true, schema: { type: 'integer' } },
        { name: 'Upload-Metadata', in: 'header', required: false, schema: { type: 'string' } },
      ],
      responses: {
        '201': {
          description:
            'Created; Location is the upload URL, Upload-Expires when it is swept (24 h)',
        },
        ...errorResponses({ access: 'signedIn', path: '' }),
        '404': { $ref: '#/components/responses/NotFound' },
        '413': { $ref: '#/components/responses/PayloadTooLarge' },
        '429': {
          ...ERROR_RESPONSE,
          description: 'Too many unfinished uploads (UPLOAD_MAX_PARTIAL_COUNT), or rate limited',
        },
        default: ERROR_RESPONSE,
      },
    },
  },
  '/api/uploads/{id}': {
    head: {
      operationId: 'headApiUploadsId',
      summary: 'The offset the server holds (Upload-Offset) and the length; resume from there',
      tags: ['Uploads'],
      security: [{ sessionCookie: [] }],
      parameters: [UPLOAD_ID, TUS_HEADER],
      responses: {
        '200': { description: 'Upload-Offset and Upload-Length headers' },
        ...errorResponses({ access: 'signedIn', path: '{id}' }),
        default: ERROR_RESPONSE,
      },
    },
    patch: {
      operationId: 'patchApiUploadsId',
      summary:
        "Append bytes at Upload-Offset (Content-Type: application/offset+octet-stream). Only the starter's own " +
        'upload (anyone else: 404). The last byte turns it into a document',
      tags: ['Uploads'],
      security: [{ sessionCookie: [] }],
      parameters: [
        UPLOAD_ID,
        TUS_HEADER,
        { name: 'Upload-Offset', in: 'header', required: true, schema: { type: 'integer' } },
      ],
      requestBody: {
        required: true,
        content: {
          'application/offset+octet-stream': { schema: { type: 'string', format: 'binary' } },
        },
      },
      responses: {
        '200': { description: 'Finished: the stored document (the multipart route’s JSON)' },
        '204': { description: 'Accepted; Upload-Offset is the new offset' },
        ...errorResponses({ access: 'signedIn', path: '{id}' }),
        '409': {
          ...ERROR_RESPONSE,
          description: 'Upload-Offset differs from the offset the server holds (ask HEAD)',
        },
        ...UPLOAD_ERRORS,
        default: ERROR_RESPONSE,
      },
    },
    delete: {
      operationId: 'deleteApiUploadsId',
      summary: 'Cancel an unfinished upload (tus termination): its bytes and record go',
      tags: ['Uploads'],
      security: [{ sessionCookie: [] }],
      parameters: [UPLOAD_ID, TUS_HEADER],
      responses: {
        '204': { description: 'Cancelled' },
        ...errorResponses({ access: 'signedIn', path: '{id}' }),
        default: ERROR_RESPONSE,
      },
    },
    get: {
      operationId: 'getApiUploadsId',
      summary:
        'What a finished upload became (the document JSON), finishing it now if the last byte arrived but the answer was lost',
      tags: ['Uploads'],
      security: [{ sessionCookie: [] }],
      parameters: [UPLOAD_ID],
      responses: {
        '200': { description: 'The stored document (metadata)' },
        ...errorResponses({ access: 'signedIn', path: '{id}' }),
        '409': { ...ERROR_RESPONSE, description: 'Not all bytes have arrived yet' },
        ...UPLOAD_ERRORS,
        default: ERROR_RESPONSE,
      },
    },
  },
};

/** The byte-moving routes of plugins/documents.ts, which are HTTP routes rather than REST rows. */
const DOCUMENT_ROUTES: Record<string, Record<string, unknown>> = {
  '/api/documents': {
    post: uploadOperation(
      'postApiDocuments',
      "Upload one document for an application, onto its student's file (multipart; PDF, PNG, JPEG or GIF up to 10 MB)",
      {
        type: 'object',
        required: ['file', 'applicationId'],
        properties: { applicationId: { type: 'integer' }, ...UPLOAD_FIELDS },
      },
    ),
  },
  '/api/students/{id}/documents': {
    post: {
      ...uploadOperation(
        'postApiStudentsIdDocuments',
        "Upload one document onto a student's file, without an application (multipart; PDF, PNG, JPEG or GIF up to 10 MB)",
        { type: 'object', required: ['file'], properties: UPLOAD_FIELDS },
      ),
      parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer' } }],
    },
  },
  '/api/admin/applications/{id}/university-documents': {
    post: {
      ...uploadOperation(
        'postApiAdminApplicationsIdUniversityDocuments',
        'Attach a document from the university to an application (admins; multipart; PDF, PNG, JPEG or GIF up to 10 MB); its agent is notified',
        {
          type: 'object',
          required: ['file', 'universityDocumentType'],
          properties: {
            file: { type: 'string', format: 'binary' },
            universityDocumentType: {
              type: 'string',
              enum: ['offer-letter', 'conditional-offer', 'payment-receipt', 'visa-documents'],
            },
          },
        },
      ),
      responses: {
        '201': { description: 'The stored university document (metadata)' },
        ...errorResponses({ access: 'admin', path: '{id}', refusals: UPLOAD_REFUSALS }),
        ...UPLOAD_ERRORS,
        default: ERROR_RESPONSE,
      },
      parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer' } }],
    },
  },
  '/api/applications/{id}/messages/attachments': {
    post: {
      ...uploadOperation(
        'postApiApplicationsIdMessagesAttachments',
        "Upload a file for the application's next message (multipart; PDF, PNG, JPEG or GIF up to 10 MB); send its id in attachmentIds. Unsent attachments are listed to their uploader, count against 100 MB per user (409 past it) and are removed after 24 hours",
        {
          type: 'object',
          required: ['file'],
          properties: { file: { type: 'string', format: 'binary' } },
        },
      ),
      parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer' } }],
    },
  },
  '/api/share/{token}/documents': {
    post: {
      ...uploadOperation(
        'postApiShareTokenDocuments',
        "The student uploads a document asked of them, through their link (no account; multipart: file and requestId, one of the requests their page lists; PDF, PNG, JPEG or GIF up to 10 MB). It goes on the student's file and the application that asked, answering the request; the agent is notified. An unknown, revoked or expired token is the same 404; rate-limited per client",
        {
          type: 'object',
          required: ['file', 'requestId'],
          properties: {
            file: { type: 'string', format: 'binary' },
            requestId: { type: 'integer' },
          },
        },
      ),
      tags: ['Student link'],
      security: [],
      parameters: [{ name: 'token', in: 'path', required: true, schema: { type: 'string' } }],
      responses: {
        '201': { description: 'The stored document (metadata)' },
        ...errorResponses({ access: 'public', path: '{token}', refusals: UPLOAD_REFUSALS }),
        ...UPLOAD_ERRORS,
        default: ERROR_RESPONSE,
      },
    },
  },
  '/api/quotes/{id}/pdf': {
    get: {
      operationId: 'getApiQuotesIdPdf',
      summary:
        'The quote as a PDF drawn on the server: the agency\'s name and contact details beside the brand, each program\'s lines ("ask us" where a cost is not on record) and totals',
      tags: ['Quotes'],
      security: [{ sessionCookie: [] }],
      parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer' } }],
      responses: {
        '200': {
          description: 'The PDF',
          content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
        },
        ...errorResponses({ access: 'signedIn', path: '{id}' }),
        default: ERROR_RESPONSE,
      },
    },
  },
  '/api/admin/marketing-materials': {
    post: {
      ...uploadOperation(
        'postApiAdminMarketingMaterials',
        'Add a marketing material, or a new version of one (replacesId), for a university or program (admins; multipart; PDF, PNG, JPEG or GIF up to 10 MB, or linkUrl for a video link). Agents applying to that university who keep the Marketing Materials preference on are notified and e-mailed',
        {
          type: 'object',
          required: ['title', 'language'],
          properties: {
            file: { type: 'string', format: 'binary' },
            universityId: { type: 'integer' },
            programId: { type: 'integer' },
            materialType: {
              type: 'string',
              enum: ['brochure', 'fact-sheet', 'fee-sheet', 'logo', 'social-image', 'video-link'],
            },
            title: { type: 'string', maxLength: 200 },
            language: { type: 'string', enum: ['en', 'ar', 'fr', 'ru', 'zh', 'hi', 'ur', 'fa'] },
            regionTags: { type: 'string', description: 'Comma-separated, at most 10' },
            expiresOn: { type: 'string', format: 'date' },
            linkUrl: { type: 'string', format: 'uri' },
            replacesId: { type: 'integer' },
          },
        },
      ),
      tags: ['Marketing'],
      responses: {
        '201': { description: 'The stored material (metadata)' },
        ...errorResponses({ access: 'admin', path: '', refusals: UPLOAD_REFUSALS }),
        '404': { $ref: '#/components/responses/NotFound' },
        ...UPLOAD_ERRORS,
        default: ERROR_RESPONSE,
      },
    },
  },
  '/api/marketing-materials/{id}/download': {
    get: {
      operationId: 'getApiMarketingMaterialsIdDownload',
      summary:
        "Download a marketing material's file (agents: current, unexpired versions, each download counted with their agency; admins: every version). preview=true shows an image or PDF in place",
      tags: ['Marketing'],
      security: [{ sessionCookie: [] }],
      parameters: [
        { name: 'id', in: 'path', required: true, schema: { type: 'integer' } },
        { name: 'preview', in: 'query', required: false, schema: { type: 'boolean' } },
      ],
      responses: {
        '200': {
          description: 'The file',
          content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
        },
        ...errorResponses({ access: 'signedIn', path: '{id}', refusals: ['Conflict'] }),
        default: ERROR_RESPONSE,
      },
    },
  },
  '/api/documents/{id}/download': {
    get: {
      operationId: 'getApiDocumentsIdDownload',
      summary: 'Download a document (its owner and admins only)',
      tags: ['Documents'],
      security: [{ sessionCookie: [] }],
      parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer' } }],
      responses: {
        '200': {
          description: 'The file',
          content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
        },
        ...errorResponses({ access: 'signedIn', path: '{id}' }),
        default: ERROR_RESPONSE,
      },
    },
  },
};

/** The OpenAPI 3.1 document of the REST adapter, built from the rows and the procedures' zod schemas. */
export function buildOpenApiDocument(rows: RestRow[], serverUrl: string) {
  const paths: Record<string, Record<string, unknown>> = structuredClone({
    ...DOCUMENT_ROUTES,
    ...RESUMABLE_ROUTES,
  });
  for (const row of rows) {
    const path = row.path.replace(/:(\w+)/g, '{$1}');
    paths[path] ??= {};
    paths[path][row.method.toLowerCase()] = operation(row);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: `${BRAND.name} REST API`,
      version: '1.0.0',
      description:
        'Each operation maps onto one tRPC procedure. Errors answer `{ message, code, issues }`. ' +
        'Mutations need an allowed `Origin` header and `Content-Type: application/json`.',
    },
    servers: [{ url: serverUrl }],
    tags: [...new Set([...rows.map((row) => row.tag), 'Uploads', 'Student link', 'Quotes'])].map(
      (name) => ({
        name,
        description: `${name} operations (docs/product.md §8)`,
      }),
    ),
    paths,
    components: {
      schemas: { ErrorBody: ERROR_BODY },
      responses: Object.fromEntries(
        Object.entries(ERROR_RESPONSES).map(([name, { description }]) => [
          name,
          { ...ERROR_RESPONSE, description },
        ]),
      ),
      securitySchemes: { sessionCookie: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE } },
    },
  };
}
