import { readFileSync } from 'node:fs';
import { join, resolve as resolvePath } from 'node:path';
import { parse } from 'yaml';
import type { Resolve } from './schema-arbitrary.ts';

type Schema = Record<string, unknown>;
const ROOT = resolvePath(import.meta.dirname, '../../..');
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

export type Parameter = { name: string; in: 'path' | 'query' | 'header'; required: boolean; schema: Schema };
export type Operation = {
  /** e.g. `POST /processes/{id}/events` (the contract's path, under the server url /api). */
  key: string;
  method: string;
  path: string;
  parameters: Parameter[];
  body?: { contentType: string; schema: Schema; required: boolean };
  secured: boolean;
};

/** Every operation of openapi/openapi.yaml, with its parameters and body schema, and a $ref resolver. */
/**
 * An event stream (GET /stream) stays open by design, so a request to it never completes under the fuzzer; its
 * refusals and its stream have their own suite (src/server/cluster/stream.test.ts).
 */
function answersWithStream(op: Schema, resolve: Resolve): boolean {
  return Object.values((op.responses ?? {}) as Record<string, Schema>).some((r) => 'text/event-stream' in ((resolve(r).content ?? {}) as Schema));
}

export function loadOperations(): { operations: Operation[]; resolve: Resolve } {
  const doc = parse(readFileSync(join(ROOT, 'openapi/openapi.yaml'), 'utf8')) as Schema;
  const resolve: Resolve = (schema) => {
    let s = schema;
    for (let i = 0; i < 10 && typeof s?.$ref === 'string'; i++) {
      s = (s.$ref as string)
        .replace(/^#\//, '')
        .split('/')
        .reduce<Schema>((node, part) => node[part] as Schema, doc);
    }
    return s ?? {};
  };
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths as Record<string, Schema>)) {
    const shared = ((item.parameters ?? []) as Schema[]).map(resolve);
    for (const method of METHODS) {
      const op = item[method] as Schema | undefined;
      if (!op || answersWithStream(op, resolve)) continue;
      const parameters = [...shared, ...((op.parameters ?? []) as Schema[]).map(resolve)].map((p) => ({
        name: String(p.name),
        in: p.in as Parameter['in'],
        required: Boolean(p.required),
        schema: (p.schema ?? {}) as Schema,
      }));
      const requestBody = op.requestBody ? resolve(op.requestBody as Schema) : undefined;
      const content = (requestBody?.content ?? {}) as Record<string, { schema?: Schema }>;
      const [contentType, media] = Object.entries(content)[0] ?? [];
      operations.push({
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        parameters,
        ...(contentType ? { body: { contentType, schema: media?.schema ?? {}, required: Boolean(requestBody?.required) } } : {}),
        secured: Array.isArray(op.security) ? (op.security as unknown[]).length > 0 : false,
      });
    }
  }
  return { operations, resolve };
}
