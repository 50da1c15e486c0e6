import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { z } from 'zod';
import { onboardingStepSchemas } from '../../machines/onboarding.schema.ts';
import { needFormSchema } from '../../src/web/features/needs/need-form-schema.ts';

// Pay transparency: nobody asks a candidate what she earns or earned (the desired range stays). Every field name in
// the API contract and in the forms' schemas is checked against the names such a question would take.

const PAY_HISTORY = /(current|previous|prior|last|past|former|present)_?(salary|pay|wage|income|earnings)|(salary|pay|wage)_?history/i;

/** Every property name in a JSON schema document (the contract), at any depth. */
function contractNames(node: unknown, names = new Set<string>()): Set<string> {
  if (Array.isArray(node)) node.forEach((item) => contractNames(item, names));
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === 'properties' && value && typeof value === 'object') Object.keys(value).forEach((name) => names.add(name));
      if (key === 'parameters' && Array.isArray(value)) value.forEach((p: { name?: string }) => p.name && names.add(p.name));
      contractNames(value, names);
    }
  }
  return names;
}

/** Every field name of a zod object schema, through wrappers and nested objects. */
function zodNames(schema: z.ZodType, names = new Set<string>()): Set<string> {
  const def = (
    schema as unknown as { def: { type: string; shape?: Record<string, z.ZodType>; innerType?: z.ZodType; in?: z.ZodType; element?: z.ZodType } }
  ).def;
  if (def.shape) {
    for (const [name, field] of Object.entries(def.shape)) {
      names.add(name);
      zodNames(field, names);
    }
  }
  for (const inner of [def.innerType, def.in, def.element]) if (inner) zodNames(inner, names);
  return names;
}

describe('no pay history', () => {
  const contract = contractNames(parse(readFileSync(resolve(import.meta.dirname, '../../openapi/openapi.yaml'), 'utf8')));
  const forms = [needFormSchema, ...Object.values(onboardingStepSchemas)].reduce((all, schema) => zodNames(schema, all), new Set<string>());

  it('the checks read the names they are meant to (the desired and advertised pay are there)', () => {
    expect(contract).toContain('min_salary');
    expect(contract).toContain('salary_max');
    expect(forms).toContain('min_salary');
    expect(forms).toContain('probation_days');
    expect(PAY_HISTORY.test('current_salary') && PAY_HISTORY.test('previousSalary') && PAY_HISTORY.test('pay_history')).toBe(true);
  });

  it('no field of the API contract asks for current or previous pay', () => {
    expect([...contract].filter((name) => PAY_HISTORY.test(name))).toEqual([]);
  });

  it("no field of the forms' schemas asks for current or previous pay", () => {
    expect([...forms].filter((name) => PAY_HISTORY.test(name))).toEqual([]);
  });
});
