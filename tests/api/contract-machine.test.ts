import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { parse } from 'yaml';
import { ACTIVE_STAGES, EVENT_TYPES, ROLES, hiringMachine } from '../../machines/index.ts';

// The process resource hands the hiring machine's data through (its context, the events the caller may send), and
// the SPA reads it only through the types generated from openapi.yaml: the generated contract names what the machine
// names (src/server/workflow/process-schemas.ts), and the answer's context declares every field (an undeclared one
// would be dropped by the serializer).

type ObjectSchema = { properties?: Record<string, { enum?: string[] }> };
type Schema = { enum?: string[]; properties?: Record<string, ObjectSchema & { anyOf?: ObjectSchema[] }> };
const schemas = (
  parse(readFileSync(join(resolve(import.meta.dirname, '../..'), 'openapi/openapi.yaml'), 'utf8')) as {
    components: { schemas: Record<string, Schema> };
  }
).components.schemas;

describe('openapi.yaml and the hiring machine', () => {
  it('names the same events, stages and roles', () => {
    expect(schemas.HiringEventType?.enum).toEqual([...EVENT_TYPES]);
    expect(schemas.ActiveStage?.enum).toEqual([...ACTIVE_STAGES]);
    const closing = schemas.HiringContext?.properties?.closing?.anyOf?.find((branch) => branch.properties);
    expect(closing?.properties?.by?.enum).toEqual([...ROLES]);
  });

  it('declares every field of the machine context', () => {
    const context = createActor(hiringMachine, { input: { candidateId: '1', companyId: '2', offeredAt: '2026-03-02T08:00:00.000Z' } }).getSnapshot()
      .context;
    expect(Object.keys(schemas.HiringContext?.properties ?? {}).sort()).toEqual(Object.keys(context).sort());
  });
});
