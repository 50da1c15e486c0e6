import { inBucharest, isNonWorkingDay, type HiringEventType, type Role } from '../../../machines/index.ts';
import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/create-database.ts';
import type { Auth } from '../fastify-types.ts';
import { applyEvent, createProcess } from './engine.ts';
import { insertNeed } from './needs.ts';

// Demo processes in many states, so every screen has something to show on a first start. They are driven
// through the real engine (the machine decides, the log is real) with a clock moved along a believable history:
// three weeks ago for interviews that already happened, yesterday for interviews still to come.

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The clock the engine reads while the seed replays a history. */
class ScriptClock implements Clock {
  at = new Date();
  now(): Date {
    return new Date(this.at);
  }
}

/** 10:00 in Bucharest on the first working day at least `days` after `from`, then the next ones. */
function interviewSlots(from: Date, days: number, count = 3): string[] {
  const slots: string[] = [];
  for (let d = days; slots.length < count; d++) {
    // 08:00Z is 10:00 in winter (UTC+2); in summer (UTC+3) it reads 11:00, so step back an hour.
    const guess = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate() + d, 8));
    const instant = inBucharest(guess).minutes === 11 * 60 ? new Date(guess.getTime() - HOUR) : guess;
    if (!isNonWorkingDay(inBucharest(instant).date)) slots.push(instant.toISOString());
  }
  return slots;
}

type Step = { role: Role; type: HiringEventType; payload: unknown; at: Date };

const office = (address: string) => ({ type: 'office', address, contactPerson: 'Departamentul de resurse umane' });

/** The road from the offer to the hire, its interview in the past or still to come; scenarios take a prefix. */
function road(now: Date, interview: 'past' | 'upcoming', address: string): Step[] {
  const start = new Date(now.getTime() - 20 * DAY);
  const proposal = new Date(now.getTime() - (interview === 'past' ? 15 : 1) * DAY);
  const options = interviewSlots(proposal, 2);
  const interviewAt = new Date(options[0]!);
  const after = (ms: number) => new Date(interviewAt.getTime() + ms);
  const startDate = inBucharest(new Date(now.getTime() + 30 * DAY)).date;
  const step = (role: Role, type: HiringEventType, payload: unknown, at: Date): Step => ({ role, type, payload, at });
  return [
    step('candidate', 'candidate.acceptOffer', { callSlot: interviewSlots(start, 1, 1)[0] }, start),
    step('care', 'care.validate', { note: 'Apel de preselecție încheiat' }, new Date(start.getTime() + 2 * DAY)),
    step('company', 'company.acceptCandidate', {}, new Date(start.getTime() + 3 * DAY)),
    step('company', 'company.proposeInterview', { interview: office(address), options }, proposal),
    step('candidate', 'candidate.pickOption', { option: options[0] }, new Date(proposal.getTime() + 2 * HOUR)),
    step('candidate', 'candidate.reportPresence', { present: true }, after(2 * HOUR)),
    step('company', 'company.reportPresence', { present: true }, after(3 * HOUR)),
    step('candidate', 'candidate.giveFeedback', { interested: true, comment: 'Echipă foarte primitoare' }, after(5 * HOUR)),
    step('company', 'company.sendFinalOffer', { salary: 9500, startDate, contract: 'undetermined', benefits: 'Tichete de masă, abonament medical' }, after(DAY)),
    step('candidate', 'candidate.acceptFinalOffer', {}, after(2 * DAY)),
    step('company', 'company.confirmHire', {}, after(3 * DAY)),
  ];
}

/** Where a scenario leaves the road: the candidate refuses the offer, or proposes 3 other times. */
function detourStep(now: Date, detour: 'rejectOffer' | 'proposeOptions'): Step {
  if (detour === 'rejectOffer') {
    return { role: 'candidate', type: 'candidate.rejectOffer', payload: { reason: 'inconvenient-employer-address' }, at: new Date(now.getTime() - 5 * DAY) };
  }
  const at = new Date(now.getTime() - DAY + HOUR);
  return { role: 'candidate', type: 'candidate.proposeOptions', payload: { options: interviewSlots(at, 5) }, at };
}

type Scenario = { candidate: 'demo' | number; company: 'demo' | number; interview: 'past' | 'upcoming'; steps: number; detour?: 'rejectOffer' | 'proposeOptions' };

const SCENARIOS: Scenario[] = [
  { candidate: 'demo', company: 'demo', interview: 'upcoming', steps: 0 }, // offered (New)
  { candidate: 'demo', company: 1, interview: 'upcoming', steps: 1 }, // screening
  { candidate: 'demo', company: 'demo', interview: 'upcoming', steps: 4 }, // the candidate chooses a time
  { candidate: 'demo', company: 2, interview: 'upcoming', steps: 5 }, // interview scheduled
  { candidate: 'demo', company: 3, interview: 'past', steps: 7 }, // interview passed, feedback due
  { candidate: 'demo', company: 1, interview: 'past', steps: 9 }, // final offer to answer
  { candidate: 'demo', company: 2, interview: 'past', steps: 11 }, // hired (archived)
  { candidate: 'demo', company: 3, interview: 'upcoming', steps: 0, detour: 'rejectOffer' }, // refused (archived)
  { candidate: 1, company: 'demo', interview: 'upcoming', steps: 2 }, // validated: the company accepts or refuses
  { candidate: 2, company: 'demo', interview: 'upcoming', steps: 4, detour: 'proposeOptions' }, // the company chooses
  { candidate: 3, company: 'demo', interview: 'past', steps: 6 }, // the candidate came: the company reports presence
  { candidate: 4, company: 'demo', interview: 'past', steps: 8 }, // positive feedback: the company decides
  { candidate: 5, company: 'demo', interview: 'past', steps: 10 }, // offer accepted: the company confirms the hire
];

/**
 * Seeds the demo processes once (skipped when the demo company already has a process). `companyEmail` and
 * `candidateEmail` name the fixed demo accounts; other demo companies and candidates fill the other side.
 */
export async function seedWorkflowDemo(
  db: Db,
  config: Config,
  options: { now?: Date; candidateEmail?: string; companyEmail?: string; careEmail?: string } = {},
): Promise<number> {
  const now = options.now ?? new Date();
  const user = (email: string) => db.selectFrom('users').select(['id', 'role']).where('email', '=', email).executeTakeFirst();
  const [demoCandidate, demoCompany, care] = await Promise.all([
    user(options.candidateEmail ?? 'candidate@demo.medilink.ro'),
    user(options.companyEmail ?? 'company@demo.medilink.ro'),
    user(options.careEmail ?? 'care@demo.medilink.ro'),
  ]);
  if (!demoCandidate || !demoCompany || !care) return 0;
  const existing = await db.selectFrom('processes').select('id').where('company_id', '=', demoCompany.id).executeTakeFirst();
  if (existing) return 0;

  const companies = await db.selectFrom('companies').select(['user_id', 'city', 'address']).where('user_id', '!=', demoCompany.id).orderBy('user_id').execute();
  const candidates = await db
    .selectFrom('candidates')
    .select(['user_id', 'category', 'sub_category', 'city', 'min_salary', 'max_salary'])
    .where('user_id', '!=', demoCandidate.id)
    .orderBy('user_id')
    .execute();
  const companyRow = await db.selectFrom('companies').select(['city', 'address']).where('user_id', '=', demoCompany.id).executeTakeFirstOrThrow();
  const candidateRow = await db
    .selectFrom('candidates')
    .select(['category', 'sub_category', 'city', 'min_salary', 'max_salary'])
    .where('user_id', '=', demoCandidate.id)
    .executeTakeFirstOrThrow();
  const fallbackTitle = await db.selectFrom('nomenclatures').select('slug').where('domain', '=', 'functions').orderBy('position').executeTakeFirstOrThrow();
  const fallbackCity = await db.selectFrom('cities').select('slug').orderBy('population', 'desc').executeTakeFirstOrThrow();

  const clock = new ScriptClock();
  const deps = { db, clock, config };
  const authOf = (id: number, role: Role): Auth => ({ userId: id, role, sessionId: 0 });
  let created = 0;

  for (const scenario of SCENARIOS) {
    const company = scenario.company === 'demo' ? { user_id: demoCompany.id, ...companyRow } : companies[(scenario.company - 1) % Math.max(companies.length, 1)];
    const candidate = scenario.candidate === 'demo' ? { user_id: demoCandidate.id, ...candidateRow } : candidates[(scenario.candidate - 1) % Math.max(candidates.length, 1)];
    if (!company || !candidate) continue;
    const plan = road(now, scenario.interview, company.address ?? 'Sediul clinicii').slice(0, scenario.steps);
    if (scenario.detour) plan.push(detourStep(now, scenario.detour));
    // The offer is sent an hour before its first answer; a still unanswered one two hours ago (so the 48 h
    // deadline job leaves it alone).
    clock.at = plan[0] ? new Date(plan[0].at.getTime() - HOUR) : new Date(now.getTime() - 2 * HOUR);
    const needId = await insertNeed(
      db,
      {
        companyId: company.user_id,
        jobTitle: candidate.category ?? fallbackTitle.slug,
        specialty: candidate.sub_category,
        city: company.city ?? candidate.city ?? fallbackCity.slug,
        workType: 'full_time',
        salaryMin: candidate.min_salary ?? 6000,
        salaryMax: (candidate.max_salary ?? candidate.min_salary ?? 6000) + 1500,
        description: 'Post în echipa noastră medicală, program stabil și mentorat.',
      },
      clock.now(),
    );
    const process = await createProcess(deps, authOf(company.user_id, 'company'), { needId, candidateId: candidate.user_id });
    let version = process.version;
    for (const step of plan) {
      clock.at = step.at;
      const id = step.role === 'candidate' ? candidate.user_id : step.role === 'company' ? company.user_id : care.id;
      const answer = await applyEvent(deps, {
        processId: process.id,
        auth: authOf(id, step.role),
        locale: 'ro-RO',
        body: { type: step.type, payload: step.payload, expectedVersion: version },
        notify: false,
      });
      version = (answer.body as { version: number }).version;
    }
    created++;
  }
  return created;
}
