import draft04, { type ValidateFunction } from 'ajv-draft-04';
import ajvFormats from 'ajv-formats';
import type { FastifyInstance, onResponseHookHandler, onSendHookHandler, RouteOptions } from 'fastify';
import { isCanonicalPath } from '../src/plugins/forged-requests.ts';

type OpenApiDocument = {
  paths: Record<
    string,
    Record<
      string,
      { responses?: Record<string, { content?: Record<string, { schema?: Record<string, unknown> } | undefined> }> }
    >
  >;
};

// CommonJS modules whose module.exports is also their `default`: NodeNext types the default import as the module.
const Ajv = draft04.default;
const addFormats = ajvFormats.default;

/** The first answers of each route and status are all checked, then every Nth: every route, little work. */
const CHECK_FIRST = 5;
const CHECK_EVERY = 5;

/**
 * Every error answer any API test meets must be listed in the OpenAPI document (docs/architecture.md#api-conventions), and the
 * JSON bodies they receive must match the document exactly: each test app records the statuses its
 * routes answered and a sample of the bodies, and checks them against its own document when it
 * closes. A route that starts answering a new error status without declaring it, or a body its
 * published schema does not allow, fails the test file that met it, naming the route.
 */
export function recordAnswers() {
  const seen = new Set<string>();
  const bodies = new Map<string, { count: number; samples: string[] }>();
  const record: onResponseHookHandler = (request, reply, done) => {
    const status = reply.statusCode;
    // A path spelled otherwise (%61pi, //, a trailing dot) is refused as no route at all (decision 023).
    if (!isCanonicalPath(request.url)) return done();
    if (status >= 400 && status < 500) seen.add(`${request.method} ${request.routeOptions.url} ${status}`);
    done();
  };
  const sample: onSendHookHandler = (request, reply, payload, done) => {
    const type = reply.getHeader('content-type');
    if (typeof payload === 'string' && typeof type === 'string' && type.startsWith('application/json')) {
      if (isCanonicalPath(request.url)) {
        const key = `${request.method} ${request.routeOptions.url} ${reply.statusCode}`;
        const entry = bodies.get(key) ?? { count: 0, samples: [] };
        entry.count += 1;
        if (entry.count <= CHECK_FIRST || entry.count % CHECK_EVERY === 0) entry.samples.push(payload);
        bodies.set(key, entry);
      }
    }
    done(null, payload);
  };
  return {
    onRoute(route: RouteOptions) {
      if (!route.url.startsWith('/api/')) return;
      route.onResponse = [record, ...[route.onResponse ?? []].flat()];
      route.onSend = [...[route.onSend ?? []].flat(), sample];
    },
    /** The answers met and not documented, then the sampled bodies their documented schema refuses. */
    async check(app: FastifyInstance): Promise<{ undocumented: string[]; mismatched: string[] }> {
      if (seen.size === 0 && bodies.size === 0) return { undocumented: [], mismatched: [] };
      const response = await app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
      const document = response.json() as OpenApiDocument;
      return { undocumented: undocumented(document, seen), mismatched: mismatched(document, bodies) };
    },
  };
}

function operation(document: OpenApiDocument, entry: string) {
  const [method = '', url = '', status = ''] = entry.split(' ');
  // Routes the document leaves out (its own pages, the identity service's catch-all) are not checked.
  return { status, responses: document.paths[url.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()]?.responses };
}

function undocumented(document: OpenApiDocument, seen: ReadonlySet<string>): string[] {
  return [...seen].filter((entry) => {
    const { status, responses } = operation(document, entry);
    return responses !== undefined && !(status in responses);
  });
}

/**
 * The document is OpenAPI 3.0.3, whose schema objects are JSON Schema draft 04 (wright-00) with
 * `nullable`: Ajv's draft-04 build reads them as written (a boolean `exclusiveMinimum`, `nullable`
 * allowing null only where the type does and, for an enum, only when null is one of its values, as
 * OpenAPI 3.0.3 says), strict about unknown keywords and formats. `required` may name a property
 * `properties` does not (a record keyed by an enum), as JSON Schema allows; the first error is
 * enough, and unoptimised code compiles in half the time, which is most of this check's cost.
 */
function openApiValidator() {
  const ajv = new Ajv({ strict: true, strictRequired: false, code: { optimize: false } });
  addFormats(ajv);
  // OpenAPI 3.0's annotations on a schema object, which validate nothing.
  ajv.addVocabulary(['example', 'deprecated', 'readOnly', 'writeOnly', 'xml', 'externalDocs']);
  return ajv;
}

function mismatched(document: OpenApiDocument, bodies: ReadonlyMap<string, { samples: string[] }>): string[] {
  const ajv = openApiValidator();
  // Many routes share a schema (every error answer is ZApiError): each is compiled once.
  const compiled = new Map<string, ValidateFunction>();
  const problems: string[] = [];
  for (const [entry, { samples }] of bodies) {
    const { status, responses } = operation(document, entry);
    const schema = responses?.[status]?.content?.['application/json']?.schema;
    // An undocumented status is the check above's; a status without a JSON schema documents no body.
    if (!schema) continue;
    const key = JSON.stringify(schema);
    let validate = compiled.get(key);
    try {
      validate ??= ajv.compile(schema);
    } catch (error) {
      problems.push(`${entry}: its schema is not strict OpenAPI 3.0 (${(error as Error).message})`);
      continue;
    }
    compiled.set(key, validate);
    for (const body of samples) {
      if (validate(JSON.parse(body))) continue;
      const errors = (validate.errors ?? []).map(
        (error) => `${error.instancePath || '/'} ${error.message} ${JSON.stringify(error.params)}`,
      );
      problems.push(`${entry}: ${errors.join('; ')}\n  ${body.slice(0, 300)}`);
      break;
    }
  }
  return problems;
}
