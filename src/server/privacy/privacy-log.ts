import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/types.ts';
import type { PrivacyAction } from '../db/types.ts';
import { textId } from '../routes/ids.ts';

/** One step of an export, an erasure, the retention job or a consent: whom it concerns, who did it, when (the injected clock). */
export async function logPrivacyStep(
  db: Kysely<Database>,
  userId: number,
  action: PrivacyAction,
  actorId: number | null,
  detail: Record<string, unknown>,
  at: Date,
): Promise<void> {
  await db
    .insertInto('privacy_log')
    .values({ user_id: userId, action, actor_id: actorId, detail: JSON.stringify(detail), at })
    .execute();
}

/** Every action of the log (the column's type, PrivacyAction, lists the same; the response schema names them). */
const PRIVACY_ACTIONS = [
  'export',
  'erasure.requested',
  'erasure.processClosed',
  'erasure.completed',
  'retention.warned',
  'retention.processRedacted',
  'consent.policy',
  'consent.marketingGiven',
  'consent.marketingWithdrawn',
] as const satisfies readonly PrivacyAction[];

/** The console's filter: a family of steps (their action's prefix). */
export const PRIVACY_LOG_KINDS = ['export', 'erasure', 'retention', 'consent'] as const;

export const privacyLogQuery = z.object({
  kind: z.enum(PRIVACY_LOG_KINDS).optional(),
  user_id: textId.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).default(0),
});

export const privacyLogResponse = z.object({
  data: z.array(
    z.object({
      id: z.number().int(),
      user_id: z.number().int(),
      /** The account's address, or its pseudonym once erased (erased-<id>@erased.invalid). */
      user_email: z.string().nullable(),
      user_role: z.enum(['candidate', 'company', 'care']).nullable(),
      action: z.enum(PRIVACY_ACTIONS),
      actor_id: z.number().int().nullable(),
      detail: z.record(z.string(), z.unknown()),
      at: z.string(),
    }),
  ),
});

/** Care's console: the steps of every user, newest first, by family and user, a page at a time. */
export async function privacyLogOf(db: Kysely<Database>, query: z.output<typeof privacyLogQuery>): Promise<z.infer<typeof privacyLogResponse>> {
  let q = db
    .selectFrom('privacy_log')
    .leftJoin('users', 'users.id', 'privacy_log.user_id')
    .select([
      'privacy_log.id',
      'privacy_log.user_id',
      'users.email as user_email',
      'users.role as user_role',
      'privacy_log.action',
      'privacy_log.actor_id',
      'privacy_log.detail',
      'privacy_log.at',
    ]);
  const { kind } = query;
  // 'export' is one action; the others are families ('erasure.requested', 'erasure.completed' …).
  // In parentheses: the user filter below must hold for both.
  if (kind) q = q.where(sql<boolean>`(privacy_log.action = ${kind} or privacy_log.action like ${`${kind}.%`})`);
  if (query.user_id) q = q.where('privacy_log.user_id', '=', query.user_id);
  // Newest written first: the log is append-only, so its id is the order of the steps even where clocks disagree
  // (several instances, or a test clock moved back), and the primary key serves the order.
  const rows = await q.orderBy('privacy_log.id', 'desc').limit(query.limit).offset(query.offset).execute();
  return { data: rows.map((r) => ({ ...r, id: Number(r.id), detail: r.detail, at: r.at.toISOString() })) };
}
