import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { unwrap } from '../../../lib/api/client';
import { activeLocale } from '../../../lib/i18n/i18n';
import { readToken } from '../../../lib/session/session';

// GET /api/processes/{id} of the workflow engine (issue 4): the snapshot, both statuses, the events the caller
// may send now and the event log. Parsed here because the live view only draws what it can trust.
const historyStepSchema = z.object({
  version: z.number(),
  type: z.string(),
  actor: z.object({ id: z.union([z.string(), z.number()]).nullable(), role: z.string() }),
  /** Null for the process's creation. */
  from: z.string().nullable(),
  to: z.string(),
  at: z.string(),
});

export const processSchema = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  state: z.string(),
  snapshot: z.object({ value: z.union([z.string(), z.record(z.string(), z.unknown())]), context: z.record(z.string(), z.unknown()) }),
  candidate_status: z.string(),
  company_status: z.string().nullable(),
  can: z.array(z.string()),
  history: z.array(historyStepSchema),
});

export type ProcessView = z.infer<typeof processSchema>;
export type ProcessHistoryStep = z.infer<typeof historyStepSchema>;

// The endpoint is not in openapi/schema.d.ts yet, so the typed client cannot name it: a plain fetch with the
// same headers, answered through the same error rule (unwrap).
async function getProcess(id: string): Promise<ProcessView> {
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': activeLocale() };
  const token = readToken();
  if (token) headers['Authorization'] = `Bearer ${token}`;
  const call = fetch(`/api/processes/${encodeURIComponent(id)}`, { headers }).then(async (response) => {
    const body: unknown = await response.json().catch(() => null);
    return response.ok ? { data: body, response } : { error: body, response };
  });
  return processSchema.parse(await unwrap(call));
}

export const processQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['processes', id, 'graph'], queryFn: () => getProcess(id) });

export function useProcess(id: string) {
  return useQuery(processQueryOptions(id));
}
