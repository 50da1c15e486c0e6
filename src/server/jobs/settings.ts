import { z } from 'zod';

/** The operations area's environment variables, parsed by loadConfig with the rest (docs/ops.md, "Settings"). */
export const opsEnv = z.object({
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

export function opsSettingsOf(parsed: z.infer<typeof opsEnv>, nodeEnv: string): OpsSettings {
  return {
    matchTopN: parsed.MATCH_TOP_N,
    worker: parsed.JOBS_WORKER ? parsed.JOBS_WORKER === '1' : nodeEnv !== 'test',
    pollMs: parsed.JOBS_POLL_MS,
  };
}
