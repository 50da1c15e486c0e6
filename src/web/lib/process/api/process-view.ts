import { z } from 'zod';
import type { HiringContext, HiringEventType } from '../../../../../machines/index';

// The process resource of the workflow engine (GET /api/processes/{id}, and the answer of POST …/events).
// Parsed, not trusted: a screen renders only what it can read here.

const historyItemSchema = z.object({
  version: z.number(),
  type: z.string(),
  payload: z.unknown(),
  actor: z.object({ id: z.union([z.number(), z.string()]).nullable(), role: z.string() }),
  from: z.string().nullable(),
  to: z.string(),
  at: z.string(),
});

export const processViewSchema = z.object({
  id: z.number(),
  version: z.number(),
  state: z.string(),
  archived: z.boolean(),
  snapshot: z.object({
    value: z.union([z.string(), z.record(z.string(), z.unknown())]),
    context: z.record(z.string(), z.unknown()),
  }),
  candidate_status: z.string(),
  company_status: z.string().nullable(),
  candidate_must_respond: z.boolean(),
  can: z.array(z.string()),
  need: z.object({
    id: z.number(),
    job_title: z.string(),
    specialty: z.string().nullable(),
    city: z.string(),
    work_type: z.string(),
    salary_min: z.number().nullable(),
    salary_max: z.number().nullable(),
    description: z.string().nullable(),
    archived: z.boolean(),
  }),
  candidate: z.object({ id: z.number(), name: z.string() }),
  company: z.object({ id: z.number(), name: z.string() }),
  created_at: z.string(),
  updated_at: z.string(),
  history: z.array(historyItemSchema),
});

type Parsed = z.infer<typeof processViewSchema>;

/** The parsed view, with the machine's own types where the API hands machine data through. */
export type ProcessView = Omit<Parsed, 'snapshot' | 'can'> & {
  snapshot: { value: Parsed['snapshot']['value']; context: HiringContext };
  can: HiringEventType[];
};
export type ProcessHistoryItem = Parsed['history'][number];

export function parseProcessView(body: unknown): ProcessView {
  return processViewSchema.parse(body) as unknown as ProcessView;
}
