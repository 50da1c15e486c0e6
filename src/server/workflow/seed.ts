import { inBucharest, isWorkingDay, type HiringEventType, type PersonRole as Role } from '../../../machines/index.ts';
import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/create-database.ts';
import { loadDemoProfiles } from '../db/seed-data/index.ts';
import { DEMO_INTERVIEWER_POST, seatDemoInterviewer } from '../db/seed/demo-team.ts';
import type { Auth } from '../fastify-types.ts';
import { explainNow, recordExplanation } from '../matching/explanations.ts';
import { createNeed } from '../needs/needs-service.ts';
import { applyEvent, createProcess } from './engine.ts';
import { DAY_POST_TERMS, forgetTerms } from './needs.ts';

// Demo processes in many states, so every screen has something to show on a first start. They are driven
// through the real engine (the machine decides, the log is real) with a clock moved along a believable history:
// three weeks ago for interviews that already happened, yesterday for interviews still to come. The job posts
// (titles, specialties, cities, work types, salaries in lei) are the `needs` of seed-data/demo-profiles.json.

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
    if (isWorkingDay(inBucharest(instant).date)) slots.push(instant.toISOString());
  }
  return slots;
}

type Step = { role: Role; type: HiringEventType; payload: unknown; at: Date };

/** The Labour Code terms of the demo's final offers besides place, post, salary and start (machines/final-offer.ts). */
const DEMO_OFFER_TERMS = {
  position: 'execution',
  contract: 'undetermined',
  norma: 'full',
  hoursPerWeek: 40,
  shiftPattern: '12h',
  garziPerMonth: 2,
  gardaPay: 450,
  salaryBasis: 'gross',
  otherPay: [{ label: 'Spor pentru condiții deosebite', amount: 600 }],
  leaveDays: 21,
  dismissalNoticeDays: 20,
  resignationNoticeDays: 20,
  probationDays: 90,
};

const office = (address: string) => ({ type: 'office', address, contactPerson: 'Departamentul de resurse umane' });

/** The road from the offer to the hire, its interview in the past or still to come; scenarios take a prefix. */
function road(now: Date, interview: 'past' | 'upcoming', { title, address }: { title: string; address: string }, salary: number): Step[] {
  const start = new Date(now.getTime() - 20 * DAY);
  const proposal = new Date(now.getTime() - (interview === 'past' ? 15 : 1) * DAY);
  const options = interviewSlots(proposal, 2);
  const interviewAt = new Date(options[0]!);
  const after = (ms: number) => new Date(interviewAt.getTime() + ms);
  const startDate = inBucharest(new Date(now.getTime() + 30 * DAY)).date;
  const step = (role: Role, type: HiringEventType, payload: unknown, at: Date): Step => ({ role, type, payload, at });
  return [
    step('candidate', 'candidate.acceptOffer', { callSlot: interviewSlots(start, 1, 1)[0] }, start),
    step(
      'care',
      'care.validate',
      { note: 'Apel de preselecție încheiat', licence: { method: 'register', reference: 'Registrul public, verificat telefonic' } },
      new Date(start.getTime() + 2 * DAY),
    ),
    step('company', 'company.acceptCandidate', {}, new Date(start.getTime() + 3 * DAY)),
    step('company', 'company.proposeInterview', { interview: office(address), options }, proposal),
    step('candidate', 'candidate.pickOption', { option: options[0] }, new Date(proposal.getTime() + 2 * HOUR)),
    step('candidate', 'candidate.reportPresence', { present: true }, after(2 * HOUR)),
    step('company', 'company.reportPresence', { present: true }, after(3 * HOUR)),
    step('candidate', 'candidate.giveFeedback', { interested: true, comment: 'Echipă foarte primitoare' }, after(5 * HOUR)),
    // Valid a week from today (not from the offer's past date), so a demo offer waiting for an answer has not lapsed.
    step(
      'company',
      'company.sendFinalOffer',
      {
        ...DEMO_OFFER_TERMS,
        placeOfWork: address,
        jobTitle: title,
        salary,
        startDate,
        benefits: 'Tichete de masă, abonament medical',
        validUntil: new Date(now.getTime() + 7 * DAY).toISOString(),
      },
      after(DAY),
    ),
    step('candidate', 'candidate.acceptFinalOffer', { revision: 1 }, after(2 * DAY)),
    step('company', 'company.confirmHire', {}, after(3 * DAY)),
  ];
}

/** Where a scenario leaves the road: the candidate refuses the offer, or proposes 3 other times. */
function detourStep(now: Date, detour: 'rejectOffer' | 'proposeOptions'): Step {
  if (detour === 'rejectOffer') {
    return {
      role: 'candidate',
      type: 'candidate.rejectOffer',
      payload: { reason: 'inconvenient-employer-address' },
      at: new Date(now.getTime() - 5 * DAY),
    };
  }
  const at = new Date(now.getTime() - DAY + HOUR);
  return { role: 'candidate', type: 'candidate.proposeOptions', payload: { options: interviewSlots(at, 5) }, at };
}

/** `candidate`: the fixed demo candidate or another demo candidate's email; `need`: a demo need's key. */
type Scenario = {
  candidate: 'demo' | string;
  need: string;
  interview: 'past' | 'upcoming';
  steps: number;
  detour?: 'rejectOffer' | 'proposeOptions';
};

const SCENARIOS: Scenario[] = [
  { candidate: 'demo', need: 'armonia-cardiologie-ambulatoriu', interview: 'upcoming', steps: 0 }, // offered (New)
  { candidate: 'demo', need: 'lumina-nord-cardiologie', interview: 'upcoming', steps: 1 }, // screening
  { candidate: 'demo', need: 'armonia-ecocardiografie', interview: 'upcoming', steps: 4 }, // the candidate chooses a time
  { candidate: 'demo', need: 'helix-teste-efort', interview: 'upcoming', steps: 5 }, // interview scheduled
  { candidate: 'demo', need: 'kinetic-alpin-recuperare-cardiaca', interview: 'past', steps: 7 }, // interview passed, feedback due
  { candidate: 'demo', need: 'lumina-nord-terapie-coronariana', interview: 'past', steps: 9 }, // final offer to answer
  { candidate: 'demo', need: 'helix-cardiologie-otopeni', interview: 'past', steps: 11 }, // hired (archived)
  { candidate: 'demo', need: 'kinetic-alpin-medicina-sportiva', interview: 'upcoming', steps: 0, detour: 'rejectOffer' }, // refused (archived)
  // validated: the company accepts or refuses
  { candidate: 'mihai.constantinescu@demo.medilink.ro', need: 'armonia-ati-chirurgie-de-o-zi', interview: 'upcoming', steps: 2 },
  // the company chooses
  { candidate: 'elena.popa@demo.medilink.ro', need: 'armonia-asistent-ploiesti', interview: 'upcoming', steps: 4, detour: 'proposeOptions' },
  // the candidate came: the company reports presence
  { candidate: 'ioana.stan@demo.medilink.ro', need: 'armonia-asistent-pediatrie', interview: 'past', steps: 6 },
  // positive feedback: the company decides
  { candidate: 'vlad.georgescu@demo.medilink.ro', need: 'armonia-medic-garda-weekend', interview: 'past', steps: 8 },
  // offer accepted: the company confirms the hire
  { candidate: 'gabriela.munteanu@demo.medilink.ro', need: 'armonia-moasa-ambulatoriu', interview: 'past', steps: 10 },
];

/** The final offer of a scenario: the middle of the need's range, in whole 500 lei. */
const offeredSalary = (min: number, max: number) => Math.round((min + max) / 2 / 500) * 500;

/**
 * Seeds the demo needs and processes once (skipped when the demo company already has a process). `companyEmail`
 * and `candidateEmail` name the fixed demo accounts (the first company and candidate of demo-profiles.json).
 */
export async function seedWorkflowDemo(
  db: Db,
  config: Config,
  options: { now?: Date; candidateEmail?: string; companyEmail?: string; careEmail?: string } = {},
): Promise<number> {
  const now = options.now ?? new Date();
  const profiles = loadDemoProfiles();
  const fixedCompany = profiles.companies[0]?.email;
  const userIds = async (emails: string[]) =>
    new Map((await db.selectFrom('users').select(['id', 'email']).where('email', 'in', emails).execute()).map((u) => [u.email, u.id]));
  const candidateEmail = options.candidateEmail ?? 'candidate@demo.medilink.ro';
  const companyEmail = options.companyEmail ?? 'company@demo.medilink.ro';
  // Needs name their company by its demo-profiles.json email; the fixed demo company may be another account.
  const companyOf = (email: string) => (email === fixedCompany ? companyEmail : email);
  const ids = await userIds([
    candidateEmail,
    companyEmail,
    options.careEmail ?? 'care@demo.medilink.ro',
    ...SCENARIOS.map((s) => s.candidate).filter((c) => c !== 'demo'),
    ...profiles.needs.map((n) => companyOf(n.company)),
  ]);
  const demoCompanyId = ids.get(companyEmail);
  const careId = ids.get(options.careEmail ?? 'care@demo.medilink.ro');
  if (!ids.get(candidateEmail) || !demoCompanyId || !careId) return 0;
  const existing = await db.selectFrom('processes').select('id').where('company_id', '=', demoCompanyId).executeTakeFirst();
  if (existing) return 0;

  const clock = new ScriptClock();
  const deps = { db, clock, config };
  // The demo companies act through their registering account, each its company's owner.
  const authOf = (id: number, role: Role): Auth =>
    role === 'company' ? { userId: id, role, sessionId: 0, member: { companyId: id, memberRole: 'owner' } } : { userId: id, role, sessionId: 0 };

  // Every need at once (those without a process stay open for matching and the company workspace), dated before
  // the oldest offer so the history reads in order.
  clock.at = new Date(now.getTime() - 21 * DAY);
  const needs = await db.transaction().execute(async (trx) => {
    const created = new Map<string, { id: number; companyId: number; title: string; address: string | null; salaryMin: number; salaryMax: number }>();
    for (const need of profiles.needs) {
      const companyId = ids.get(companyOf(need.company));
      if (!companyId) continue;
      const view = await createNeed(
        trx,
        authOf(companyId, 'company'),
        {
          title: need.title,
          job_title: need.jobTitle,
          specialty: need.specialty,
          tags: [...need.competencies],
          city: need.city,
          address: need.address,
          work_type: need.workType,
          schedule: need.schedule,
          ...(need.terms ?? DAY_POST_TERMS),
          salary_min: need.salaryMin,
          salary_max: need.salaryMax,
          description: need.description,
          positions: need.positions,
        },
        clock.now(),
        'ro-RO',
      );
      if (!need.terms) await forgetTerms(trx, view.id);
      created.set(need.key, {
        id: view.id,
        companyId,
        title: need.title,
        address: need.address,
        salaryMin: need.salaryMin,
        salaryMax: need.salaryMax,
      });
      if (need.key === DEMO_INTERVIEWER_POST && companyId === demoCompanyId) await seatDemoInterviewer(trx, view.id);
    }
    return created;
  });
  const companyAddresses = new Map((await db.selectFrom('companies').select(['user_id', 'address']).execute()).map((c) => [c.user_id, c.address]));
  let created = 0;

  for (const scenario of SCENARIOS) {
    const need = needs.get(scenario.need);
    const candidateId = ids.get(scenario.candidate === 'demo' ? candidateEmail : scenario.candidate);
    if (!need || !candidateId) continue;
    const address = need.address ?? companyAddresses.get(need.companyId) ?? 'Sediul clinicii';
    const plan = road(now, scenario.interview, { title: need.title, address }, offeredSalary(need.salaryMin, need.salaryMax)).slice(
      0,
      scenario.steps,
    );
    if (scenario.detour) plan.push(detourStep(now, scenario.detour));
    // The offer is sent an hour before its first answer; a still unanswered one two hours ago (so the 48 h
    // deadline job leaves it alone).
    clock.at = plan[0] ? new Date(plan[0].at.getTime() - HOUR) : new Date(now.getTime() - 2 * HOUR);
    // Offered by care, as the product does: a company never offers a candidate by id. Explained as care's own
    // recommendations are, by matching's weighing of the demo profile, so the candidate's "why", the company's
    // verdicts and care's dialog show real factors.
    const explanation = await explainNow(db, need.id, candidateId, clock.now());
    const process = await createProcess(deps, authOf(careId, 'care'), { needId: need.id, candidateId }, async (trx, created) => {
      if (!explanation) return;
      await recordExplanation(trx, { needId: need.id, candidateId, processId: created.id, source: 'care', explanation, now: created.updated_at });
    });
    let version = process.version;
    for (const step of plan) {
      clock.at = step.at;
      const id = step.role === 'candidate' ? candidateId : step.role === 'company' ? need.companyId : careId;
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
