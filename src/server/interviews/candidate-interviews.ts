import { sql } from 'kysely';
import type { HiringContext, Interview } from '../../../machines/index.ts';
import type { Db } from '../db/create-database.ts';
import type { Auth } from '../fastify-types.ts';
import type { Locale } from '../i18n/i18n.ts';
import { cityName, jobTitleLabel, processRows } from '../workflow/process-rows.ts';
import { deadlineFor } from '../workflow/process-view.ts';

// GET /api/interviews: every interview round of the signed-in candidate's processes. The snapshot holds only the
// current round; an earlier round (before a follow-up interview) is read back from the event log.

const ROUND_STARTS = ['company.proposeInterview', 'company.requestFollowUp'] as const;
const PICKS = ['candidate.pickOption', 'company.pickOption'] as const;
/** Endings of an interview stage that are about the interview having taken place (a no-show), not a cancellation. */
const NO_SHOWS = new Set(['archived.candidateAbsent', 'archived.companyAbsent']);

/** upcoming: agreed and ahead; choose: the candidate picks an option; employer: the company does; past; cancelled. */
export type InterviewPhase = 'upcoming' | 'choose' | 'employer' | 'past' | 'cancelled';

export interface CandidateInterview {
  process_id: number;
  round: number;
  company: string;
  position: string;
  title: string | null;
  location: string;
  interview: Interview;
  scheduled_at: string | null;
  options: string[];
  /** Until when the candidate answers the options on the table (phase choose); null otherwise. */
  deadline: ReturnType<typeof deadlineFor>;
  phase: InterviewPhase;
  rescheduled: boolean;
  status: string;
  archived: boolean;
}

const PHASE_ORDER: Record<InterviewPhase, number> = { upcoming: 0, choose: 1, employer: 2, past: 3, cancelled: 3 };

function currentPhase(state: string, context: HiringContext, now: Date): InterviewPhase {
  if (state === 'interview.candidateChoosing') return 'choose';
  if (state === 'interview.companyChoosing') return 'employer';
  if (state === 'interview.scheduled') {
    return context.scheduledAt && Date.parse(context.scheduledAt) > now.getTime() ? 'upcoming' : 'past';
  }
  // Archived from an interview stage (cancelled by either side, or the position withdrawn) before it took place.
  const endedInRound = state.startsWith('archived.') && !NO_SHOWS.has(state) && (context.resumeAt ?? '').startsWith('interview.');
  return endedInRound ? 'cancelled' : 'past';
}

/** Upcoming soonest first, then what waits for an answer, then the past newest first. */
function byPhaseThenTime(a: CandidateInterview, b: CandidateInterview): number {
  const group = PHASE_ORDER[a.phase] - PHASE_ORDER[b.phase];
  if (group) return group;
  const at = (i: CandidateInterview) => Date.parse(i.scheduled_at ?? i.options[0] ?? '') || 0;
  return PHASE_ORDER[a.phase] === 3 ? at(b) - at(a) || b.process_id - a.process_id : at(a) - at(b) || a.process_id - b.process_id;
}

export async function listCandidateInterviews(db: Db, auth: Auth, now: Date, locale: Locale): Promise<{ data: CandidateInterview[] }> {
  const rows = await processRows(db)
    .select([
      'p.id',
      'p.state',
      'p.snapshot',
      'p.updated_at',
      'p.candidate_status',
      'p.archived',
      'co.name as company',
      'n.city',
      'n.job_title',
      'n.title',
    ])
    .select([cityName(db).as('location'), jobTitleLabel(db, locale).as('position')])
    // Per object: only the caller's own processes, and only those that ever had an interview.
    .where('p.candidate_id', '=', auth.userId)
    .where(sql<boolean>`p.snapshot #>> '{context,interview}' is not null`)
    .execute();
  if (rows.length === 0) return { data: [] };

  const events = await db
    .selectFrom('process_events')
    .select(['process_id', 'version', 'type', 'payload'])
    .where(
      'process_id',
      'in',
      rows.map((r) => r.id),
    )
    .where('type', 'in', [...ROUND_STARTS, ...PICKS])
    .orderBy('process_id')
    .orderBy('version')
    .execute();

  const data = rows.flatMap((row): CandidateInterview[] => {
    const context = row.snapshot.context;
    const base = {
      process_id: row.id,
      company: row.company,
      position: row.position ?? row.job_title,
      title: row.title ?? null,
      location: row.location ?? row.city,
      archived: row.archived,
    };
    // Earlier rounds from the log: the invitation, then the last pick before the next round began.
    const rounds: { interview: Interview; scheduledAt: string | null }[] = [];
    for (const event of events) {
      if (event.process_id !== row.id) continue;
      if (ROUND_STARTS.some((type) => type === event.type)) {
        rounds.push({ interview: (event.payload as { interview: Interview }).interview, scheduledAt: null });
      } else if (rounds.length) {
        rounds[rounds.length - 1]!.scheduledAt = (event.payload as { option: string }).option;
      }
    }
    const earlier = rounds.slice(0, -1).map((round, i): CandidateInterview => ({
      ...base,
      round: i + 1,
      interview: round.interview,
      scheduled_at: round.scheduledAt,
      options: [],
      deadline: null,
      phase: 'past',
      rescheduled: false,
      // A follow-up is asked only after the interview took place and the candidate wanted to go on.
      status: 'InterviewPassed',
    }));
    const phase = currentPhase(row.state, context, now);
    const current: CandidateInterview = {
      ...base,
      round: Math.max(rounds.length, 1),
      interview: context.interview!,
      scheduled_at: context.scheduledAt,
      options: phase === 'choose' || phase === 'employer' ? [...context.options] : [],
      deadline: deadlineFor(auth.role, row),
      phase,
      rescheduled: context.rescheduled,
      status: row.candidate_status,
    };
    return [...earlier, current];
  });
  return { data: data.sort(byPhaseThenTime) };
}
