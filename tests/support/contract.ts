import { appendFileSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';

/**
 * Response-side contract check: does what the server answered match openapi/openapi.yaml?
 * `checkResponse` finds the operation (path template + method), the declared status (or `default`), and validates a
 * JSON body against that response's schema with Ajv (JSON Schema 2020-12, which OpenAPI 3.1 uses). `$ref`s to
 * components are resolved by Ajv against the whole document; OpenAPI 3.0 `nullable: true` is rewritten to allow null.
 */

const ROOT = resolve(import.meta.dirname, '../..');
const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);
const DOC_ID = 'openapi';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

export type ContractResponse = {
  method: string;
  /** Request URL or path, e.g. /api/processes/7/events?x=1 (the server's /api prefix is stripped). */
  url: string;
  /** Route template as Fastify registered it, e.g. /api/processes/:id (preferred over matching the URL). */
  routeUrl?: string | undefined;
  status: number;
  contentType?: string | undefined;
  /** Parsed JSON body (raw text for other content types), or undefined when the answer has no body. */
  body?: unknown;
};

export type ContractViolation = {
  route: string;
  status: number;
  problem: string;
  errors?: string[];
};

type Operation = { template: string; method: string; pointer: string; responses: JsonObject };

export type ContractChecker = {
  /** Every violation of this response (empty when it conforms). Undocumented paths are not checked here. */
  check(response: ContractResponse): ContractViolation[];
};

const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

/** OpenAPI 3.0 `nullable: true` → JSON Schema null (3.1 writes `type: [x, 'null']` directly). Mutates `node`. */
function rewriteNullable(node: Json): void {
  if (Array.isArray(node)) {
    for (const item of node) rewriteNullable(item);
    return;
  }
  if (!isObject(node)) return;
  for (const value of Object.values(node)) rewriteNullable(value);
  if (!('nullable' in node)) return;
  const nullable = node.nullable === true;
  delete node.nullable;
  if (!nullable) return;
  if (Array.isArray(node.enum) && !node.enum.includes(null)) node.enum = [...node.enum, null];
  if (typeof node.type === 'string') node.type = [node.type, 'null'];
  else if (Array.isArray(node.type)) {
    if (!node.type.includes('null')) node.type = [...node.type, 'null'];
  } else {
    // No type of its own (a $ref, allOf, oneOf …): either null or the schema as written.
    const rest = { ...node };
    for (const key of Object.keys(node)) delete node[key];
    node.anyOf = [{ type: 'null' }, rest];
  }
}

/**
 * Responses may not carry fields the contract does not name: every object schema that lists `properties` and says
 * nothing about extra ones gets `unevaluatedProperties: false` (2020-12, so it composes with allOf). Schemas that
 * are parts of an allOf (inline or a component referenced from one) stay open: the allOf around them closes.
 * `additionalProperties: true` (or a schema) keeps an object open on purpose. Mutates `doc`.
 */
function closeObjects(doc: JsonObject): void {
  const allOfTargets = new Set<Json>();
  const collect = (node: Json): void => {
    if (Array.isArray(node)) return node.forEach(collect);
    if (!isObject(node)) return;
    if (Array.isArray(node.allOf)) {
      for (const part of node.allOf) {
        allOfTargets.add(part);
        if (isObject(part) && typeof part.$ref === 'string') {
          const target = pointerGet(doc, part.$ref);
          if (target !== undefined) allOfTargets.add(target);
        }
      }
    }
    Object.values(node).forEach(collect);
  };
  collect(doc);
  const open = (node: JsonObject) => 'additionalProperties' in node || 'unevaluatedProperties' in node || 'patternProperties' in node;
  const close = (node: Json): void => {
    if (Array.isArray(node)) return node.forEach(close);
    if (!isObject(node)) return;
    Object.values(node).forEach(close);
    if (allOfTargets.has(node) || open(node)) return;
    if (isObject(node.properties) || Array.isArray(node.allOf)) node.unevaluatedProperties = false;
  };
  // Only schemas: components.schemas and the schemas under paths (responses, bodies, parameters).
  close((doc.components as JsonObject | undefined)?.schemas ?? null);
  const closeSchemasIn = (node: Json): void => {
    if (Array.isArray(node)) return node.forEach(closeSchemasIn);
    if (!isObject(node)) return;
    for (const [key, value] of Object.entries(node)) {
      if (key === 'schema') close(value);
      else closeSchemasIn(value);
    }
  };
  closeSchemasIn(doc.paths ?? null);
  closeSchemasIn((doc.components as JsonObject | undefined)?.responses ?? null);
}

const escapePointer = (segment: string): string => encodeURIComponent(segment.replace(/~/g, '~0').replace(/\//g, '~1'));

function pointerGet(doc: JsonObject, ref: string): Json | undefined {
  if (!ref.startsWith('#/')) throw new Error(`only local $refs are supported: ${ref}`);
  let node: Json | undefined = doc;
  for (const raw of ref.slice(2).split('/')) {
    const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    node = isObject(node) ? node[key] : undefined;
  }
  return node;
}

/** '/api/processes/:id' or '/processes/{id}' → '/processes/{}' for comparison. */
const shape = (template: string): string => template.replace(/\{[^}]+\}|:[^/]+/g, '{}');

export function createContractChecker(document?: unknown, options: { closed?: boolean } = {}): ContractChecker {
  const doc = structuredClone((document ?? parse(readFileSync(join(ROOT, 'openapi/openapi.yaml'), 'utf8'))) as JsonObject);
  rewriteNullable(doc);
  if (options.closed ?? true) closeObjects(doc);
  const base = String((doc.servers as JsonObject[] | undefined)?.[0]?.url ?? '').replace(/\/$/, '');

  const operations: Operation[] = [];
  for (const [template, item] of Object.entries((doc.paths ?? {}) as JsonObject)) {
    if (!isObject(item)) continue;
    for (const [method, op] of Object.entries(item)) {
      if (!HTTP_METHODS.has(method) || !isObject(op)) continue;
      operations.push({
        template,
        method: method.toUpperCase(),
        pointer: `#/paths/${escapePointer(template)}/${method}`,
        responses: isObject(op.responses) ? op.responses : {},
      });
    }
  }
  const byShape = new Map(operations.map((op) => [`${op.method} ${shape(op.template)}`, op]));
  const matchers = operations.map((op) => ({
    op,
    regex: new RegExp(`^${op.template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`),
  }));

  const ajv = new Ajv2020({ allErrors: true, strict: false, validateSchema: false });
  addFormats(ajv);
  ajv.addFormat('binary', true);
  ajv.addSchema(doc as object, DOC_ID);
  const validators = new Map<string, ValidateFunction>();
  const validatorFor = (pointer: string): ValidateFunction => {
    let validate = validators.get(pointer);
    if (!validate) {
      validate = ajv.compile({ $ref: `${DOC_ID}${pointer}` });
      validators.set(pointer, validate);
    }
    return validate;
  };

  function findOperation(method: string, path: string, routeUrl: string | undefined): Operation | undefined {
    const strip = (p: string) => (base && p.startsWith(`${base}/`) ? p.slice(base.length) : p);
    if (routeUrl) {
      const hit = byShape.get(`${method} ${shape(strip(routeUrl))}`);
      if (hit) return hit;
    }
    const stripped = strip(path);
    // Literal segments win over parameters ("/needs/new" before "/needs/{id}").
    const candidates = matchers.filter((m) => m.op.method === method && m.regex.test(stripped));
    candidates.sort((a, b) => (a.op.template.match(/\{/g)?.length ?? 0) - (b.op.template.match(/\{/g)?.length ?? 0));
    return candidates[0]?.op;
  }

  return {
    check(response) {
      const method = response.method.toUpperCase();
      const path = response.url.split('?')[0] ?? '';
      const op = findOperation(method, path, response.routeUrl);
      const route = op ? `${method} ${op.template}` : `${method} ${path}`;
      if (!op) {
        // Not an operation of the contract (e.g. an unknown /api path answering 404): errors still have one shape.
        if (response.status < 400 || response.body === undefined || !isJsonType(response.contentType)) return [];
        const validate = validatorFor('#/components/schemas/Error');
        return validate(response.body)
          ? []
          : [
              {
                route,
                status: response.status,
                problem: 'error body does not match Error',
                errors: (validate.errors ?? []).slice(0, 5).map(formatError),
              },
            ];
      }
      const status = String(response.status);
      const declaredKey =
        status in op.responses ? status : `${status[0]}XX` in op.responses ? `${status[0]}XX` : 'default' in op.responses ? 'default' : undefined;
      if (!declaredKey) {
        return [{ route, status: response.status, problem: `status ${status} is not declared (declared: ${Object.keys(op.responses).join(', ')})` }];
      }
      let responsePointer = `${op.pointer}/responses/${escapePointer(declaredKey)}`;
      let declared = op.responses[declaredKey];
      // Response objects may be $refs to components/responses (not JSON Schema, so resolved here).
      for (let hops = 0; isObject(declared) && typeof declared.$ref === 'string' && hops < 10; hops++) {
        responsePointer = declared.$ref;
        declared = pointerGet(doc, declared.$ref);
      }
      if (!isObject(declared)) return [{ route, status: response.status, problem: `response ${declaredKey} does not resolve` }];
      const content = isObject(declared.content) ? declared.content : {};
      const mediaType = (response.contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
      const isJson = isJsonType(mediaType);
      if (response.body === undefined || !mediaType) {
        return [];
      }
      const declaredTypes = Object.keys(content);
      const mediaKey = declaredTypes.find((t) => t.toLowerCase() === mediaType) ?? declaredTypes.find((t) => t === '*/*');
      if (!mediaKey) {
        return [
          {
            route,
            status: response.status,
            problem: `content type ${mediaType} is not declared (declared: ${declaredTypes.join(', ') || 'no body'})`,
          },
        ];
      }
      if (!isJson) return [];
      const media = content[mediaKey];
      if (!isObject(media) || media.schema === undefined) return [];
      const validate = validatorFor(`${responsePointer}/content/${escapePointer(mediaKey)}/schema`);
      if (validate(response.body)) return [];
      return [
        {
          route,
          status: response.status,
          problem: 'body does not match the schema',
          errors: (validate.errors ?? []).slice(0, 5).map(formatError),
        },
      ];
    },
  };
}

function isJsonType(contentType: string | undefined): boolean {
  const mediaType = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  return mediaType === 'application/json' || mediaType.endsWith('+json');
}

function formatError(error: ErrorObject): string {
  const where = error.instancePath || '(root)';
  const params =
    error.keyword === 'unevaluatedProperties'
      ? ` '${String(error.params.unevaluatedProperty)}'`
      : error.keyword === 'additionalProperties'
        ? ` '${String(error.params.additionalProperty)}'`
        : error.keyword === 'required'
          ? ''
          : ` ${JSON.stringify(error.params)}`;
  return `${where} ${error.message ?? error.keyword}${params}`;
}

let shared: ContractChecker | undefined;
/** The checker of openapi/openapi.yaml, built once per test file. */
export function contractChecker(): ContractChecker {
  shared ??= createContractChecker();
  return shared;
}

type SentRequest = { method: string; url: string; routeOptions: { url?: string | undefined } };
type SentReply = { statusCode: number; getHeader(name: string): unknown };

/**
 * Records the contract violations of every /api response an app sends: pass `onSend` to buildApp, then
 * `take()` (and expect it empty) after each test. With CONTRACT_LOG=<file>, each violation is also appended there
 * as a JSON line, to collect them across a whole run.
 */
export function contractRecorder(checker: ContractChecker = contractChecker()): {
  onSend: (request: SentRequest, reply: SentReply, payload: unknown) => void;
  take: () => ContractViolation[];
} {
  let violations: ContractViolation[] = [];
  return {
    onSend(request, reply, payload) {
      if (!request.url.startsWith('/api/') || request.method === 'HEAD' || request.method === 'OPTIONS') return;
      if (request.url.startsWith('/api/test/')) return; // NODE_ENV=test helpers, not part of the contract
      const contentType = String(reply.getHeader('content-type') ?? '');
      let body: unknown;
      if (typeof payload === 'string' || Buffer.isBuffer(payload)) {
        const text = payload.toString();
        if (text.length > 0) {
          try {
            body = isJsonType(contentType) ? JSON.parse(text) : text;
          } catch {
            violations.push({ route: `${request.method} ${request.url}`, status: reply.statusCode, problem: 'body is not valid JSON' });
            return;
          }
        }
      } else if (payload != null) {
        body = '(stream)';
      }
      const found = checker.check({
        method: request.method,
        url: request.url,
        routeUrl: request.routeOptions.url,
        status: reply.statusCode,
        contentType,
        body,
      });
      if (found.length && process.env.CONTRACT_LOG) appendFileSync(process.env.CONTRACT_LOG, found.map((v) => `${JSON.stringify(v)}\n`).join(''));
      violations.push(...found);
    },
    take() {
      const taken = violations;
      violations = [];
      return taken;
    },
  };
}
