import type { StatePath } from '../../../machines/index.ts';
import { sql } from 'kysely';
import { INTERVIEW_MINUTES, interviewClashes, type AppointmentKind } from '../../../machines/index.ts';
import type { Db } from '../db/create-database.ts';
import { notFound } from '../errors.ts';
import type { Auth } from '../fastify-types.ts';
import type { Locale } from '../i18n/i18n.ts';
import { canSee } from '../workflow/process-view.ts';
import { jobTitleLabel, processRows } from '../workflow/process-rows.ts';
import { companyIdOf } from '../auth/plugin.ts';
import { assertPost, onlyTheirPosts } from '../company/team-access.ts';

// GET /api/processes/{id}/interview-clashes: what else the viewer has booked, so the screen warns before a proposed
// or picked time lands on it (machines/interview-clash.ts decides, here and in the browser). Each side sees only its
// own calendar: the company its own interviews, never the candidate's other employers; the candidate her own.

export interface BookedAppointment {
  process_id: number;
  at: string;
  kind: AppointmentKind;
  /** What the viewer knows it by: the post for the company; the employer and post for the candidate. */
  label: string;
}

const MINUTE = 60_000;

/** The viewer's interviews (and, for a candidate, phone screens) still ahead in her other live processes. */
async function bookedElsewhere(db: Db, auth: Auth, processId: number, now: Date, locale: Locale): Promise<BookedAppointment[]> {
  const candidate = auth.role === 'candidate';
  // The phone screen is care's call with the candidate: not in the company's calendar.
  const states: StatePath[] = candidate ? ['interview.scheduled', 'screening'] : ['interview.scheduled'];
  const rows = await processRows(db)
    .select(['p.id', 'p.state', 'n.title', 'n.job_title', 'co.name as company'])
    .select(jobTitleLabel(db, locale).as('position'))
    .select([
      sql<string | null>`p.snapshot #>> '{context,scheduledAt}'`.as('scheduled_at'),
      sql<string | null>`p.snapshot #>> '{context,callSlot}'`.as('call_slot'),
    ])
    .where(candidate ? 'p.candidate_id' : 'p.company_id', '=', candidate ? auth.userId : companyIdOf(auth))
    .where(candidate ? sql<boolean>`true` : onlyTheirPosts(auth, 'p.need_id'))
    .where('p.id', '!=', processId)
    .where('p.state', 'in', states)
    .execute();
  // Still going on or ahead: one that ended before now cannot clash with a time that must be at least a day away.
  const since = now.getTime() - INTERVIEW_MINUTES * MINUTE;
  return rows
    .map((r): BookedAppointment | null => {
      const kind: AppointmentKind = r.state === 'screening' ? 'phoneScreen' : 'interview';
      const at = kind === 'interview' ? r.scheduled_at : r.call_slot;
      if (!at || Date.parse(at) < since) return null;
      const post = r.title || r.position || r.job_title;
      return { process_id: r.id, at, kind, label: candidate ? `${r.company} · ${post}` : post };
    })
    .filter((a): a is BookedAppointment => a !== null)
    .sort((a, b) => Date.parse(a.at) - Date.parse(b.at) || a.process_id - b.process_id);
}

/**
 * The viewer's appointments in her other processes and, of the times on this process's table (the options to pick
 * from, or the agreed time), those that clash with one. 404 when the process is not the viewer's.
 */
export async function interviewClashesOf(db: Db, auth: Auth, processId: number, now: Date, locale: Locale) {
  const row = await db
    .selectFrom('processes')
    .select(['candidate_id', 'company_id', 'need_id', 'state', 'snapshot'])
    .where('id', '=', processId)
    .executeTakeFirst();
  if (!row) throw notFound();
  if (auth.role === 'company') await assertPost(db, auth, row.need_id, 'read');
  else if (!canSee(auth, row)) throw notFound();
  const appointments = await bookedElsewhere(db, auth, processId, now, locale);
  const context = row.snapshot.context;
  const onTable =
    row.state === 'interview.scheduled' && context.scheduledAt ? [context.scheduledAt] : row.state.startsWith('interview.') ? context.options : [];
  return { appointments, clashes: interviewClashes(appointments, onTable) };
}
