import { z } from 'zod';

// Settings of the operations area, read from the environment like the platform's config (documented in docs/ops.md, "Settings").
const schema = z.object({
  MATCH_TOP_N: z.coerce.number().int().min(1).max(100).default(5),
  JOBS_WORKER: z.enum(['0', '1']).optional(),
  JOBS_POLL_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
});

export type OpsSettings = {
  /** How many live offers matching keeps per need. */
  matchTopN: number;
  /** Whether this server instance runs the job worker (off in tests, which drive the worker by hand). */
  worker: boolean;
  pollMs: number;
};

export function loadOpsSettings(env: Record<string, string | undefined>, nodeEnv: string): OpsSettings {
  const parsed = schema.parse(env);
  return {
    matchTopN: parsed.MATCH_TOP_N,
    worker: parsed.JOBS_WORKER ? parsed.JOBS_WORKER === '1' : nodeEnv !== 'test',
    pollMs: parsed.JOBS_POLL_MS,
  };
}
