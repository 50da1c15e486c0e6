import { z } from 'zod';
import type { Db } from '../db/create-database.ts';
import type { Auth } from '../fastify-types.ts';
import type { Locale } from '../i18n/i18n.ts';
import { textId } from '../routes/ids.ts';
import { namesFor } from '../privacy/disclosure.ts';
import { jobTitleLabel, processRows } from '../workflow/process-rows.ts';
import { companyIdOf } from '../auth/plugin.ts';
import { onlyTheirPosts } from './team-access.ts';

// GET /api/company/events: every process event across the company's needs, newest first, keyset-paged.

/** The cursor is the last item's (created_at, process_id, version): stable under concurrent appends. */
const cursor = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T[\d:.]+Z_\d+_\d+$/)
  .transform((s) => {
    // The regex above guarantees every part; the defaults only satisfy the type.
    const [at = '', process = '', version = ''] = s.split('_');
    return { at: new Date(at), process: Number(process), version: Number(version) };
  });

export const eventsQuerySchema = z.object({
  need_id: textId.optional(),
  type: z
    .string()
    .trim()
    .max(60)
    .regex(/^[a-zA-Z.]+$/)
    .optional(),
  limit: z.coerce.number().int().min(1).max(100).catch(30).default(30),
  before: cursor.optional(),
});

export async function listCompanyEvents(db: Db, auth: Auth, query: z.output<typeof eventsQuerySchema>, locale: Locale) {
  let q = processRows(db)
    .innerJoin('process_events as e', 'e.process_id', 'p.id')
    .select(jobTitleLabel(db, locale).as('job_title_label'))
    .select([
      'e.process_id',
      'e.version',
      'e.type',
      'e.actor_role',
      'e.from_state',
      'e.to_state',
      'e.created_at',
      'p.need_id',
      'n.title',
      'n.job_title',
      'p.candidate_id',
      'cand.full_name',
    ])
    .where('p.company_id', '=', companyIdOf(auth))
    .where(onlyTheirPosts(auth, 'p.need_id'));
  if (query.need_id) q = q.where('p.need_id', '=', query.need_id);
  if (query.type) q = q.where('e.type', '=', query.type as never);
  if (query.before) {
    const b = query.before;
    q = q.where((eb) =>
      eb.or([
        eb('e.created_at', '<', b.at),
        eb.and([eb('e.created_at', '=', b.at), eb('e.process_id', '<', b.process)]),
        eb.and([eb('e.created_at', '=', b.at), eb('e.process_id', '=', b.process), eb('e.version', '<', b.version)]),
      ]),
    );
  }
  const rows = await q
    .orderBy('e.created_at', 'desc')
    .orderBy('e.process_id', 'desc')
    .orderBy('e.version', 'desc')
    .limit(query.limit + 1)
    .execute();
  const page = rows.slice(0, query.limit);
  const nameOf = await namesFor(
    db,
    auth,
    page.map((r) => r.candidate_id),
  );
  const last = page.at(-1);
  return {
    data: page.map((r) => ({
      process_id: r.process_id,
      version: r.version,
      type: r.type,
      actor_role: r.actor_role,
      from: r.from_state,
      to: r.to_state,
      at: r.created_at.toISOString(),
      need: { id: r.need_id, title: r.title ?? r.job_title_label ?? r.job_title },
      candidate: { id: r.candidate_id, name: nameOf(r.candidate_id, r.full_name) },
    })),
    next_before: rows.length > query.limit && last ? `${last.created_at.toISOString()}_${last.process_id}_${last.version}` : null,
  };
}
