import { z } from 'zod';

/** The cluster area's environment variables, parsed by loadConfig with the rest (docs/ops.md, "Settings"). */
export const clusterEnv = z.object({
  STREAM_HEARTBEAT_MS: z.coerce.number().int().min(100).max(300_000).default(15_000),
  DRAIN_DELAY_MS: z.coerce.number().int().min(0).max(120_000).optional(),
  RELEASE: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9._-]{1,64}$/)
    .default('dev'),
});

export type ClusterSettings = {
  /** A comment line on every open stream this often, so proxies never close an idle one. */
  heartbeatMs: number;
  /** After SIGTERM, how long the instance answers "draining" before it stops listening (the balancer's notice). */
  drainDelayMs: number;
  /** The version this instance runs, as the deploy named it: /api/health tells it, so a rollout can be watched. */
  release: string;
};

export function clusterSettingsOf(parsed: z.infer<typeof clusterEnv>, nodeEnv: string): ClusterSettings {
  return {
    heartbeatMs: parsed.STREAM_HEARTBEAT_MS,
    drainDelayMs: parsed.DRAIN_DELAY_MS ?? (nodeEnv === 'test' ? 0 : 3_000),
    release: parsed.RELEASE,
  };
}
