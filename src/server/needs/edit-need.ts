import type { Transaction } from 'kysely';
import type { AppDeps, Auth } from '../fastify-types.ts';
import type { Database } from '../db/types.ts';
import { HttpError, notFound } from '../errors.ts';
import { translate, type Locale } from '../i18n/i18n.ts';
import { companyErrors } from '../company/messages.ts';
import { notifyParty } from '../notifications/notify-party.ts';
import { loadProcessParties } from '../notifications/process-parties.ts';
import { subjectFor } from '../notifications/process-notifications.ts';
import { checkNeedReferences, type NeedInput } from './need-input.ts';
import { loadNeed, needColumns, needView } from './needs-service.ts';
import { editTexts, fieldNames } from './edit-messages.ts';
import { companyIdOf } from '../auth/plugin.ts';
import { notePostChange } from '../insight/points.ts';
import { TERM_KEYS } from '../../../machines/post-term-keys.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'mailer'>;
type Columns = Omit<ReturnType<typeof needColumns>, 'tags' | 'schedule' | 'description' | 'positions'>;
/**
 * The fields whose change a candidate already in a process must hear of (docs/workflow.md, "Editing a post"): what
 * the job is, where, how, for how much and on which terms. Description, competencies, schedule and openings change
 * nobody's decision.
 */
const NOTICED_FIELDS = ['title', 'job_title', 'specialty', 'city', 'address', 'work_type', 'salary', 'terms'] as const;
export type NoticedField = (typeof NOTICED_FIELDS)[number];
const NOTICED: Record<NoticedField, Array<keyof Columns>> = {
  title: ['title'],
  job_title: ['job_title'],
  specialty: ['specialty'],
  city: ['city'],
  address: ['address'],
  work_type: ['work_type'],
  salary: ['salary_min', 'salary_max'],
  // Every term but the pay, which `salary` notices.
  terms: TERM_KEYS.filter((key) => key !== 'salary_min' && key !== 'salary_max'),
};

/** The noticed fields whose value differs between the stored need and the new columns. */
export function noticedChanges(before: { [K in keyof Columns]: unknown }, after: Columns): NoticedField[] {
  return NOTICED_FIELDS.filter((field) => NOTICED[field].some((column) => before[column] !== after[column]));
}

/**
 * PATCH /api/needs/{id}: the company's own need (another company's answers 404 like a missing one), not archived
 * (409). One transaction writes the new values and queues the notice — bell, and mail or text in each candidate's
 * language — to every candidate with an open process on it when a noticed field changed.
 */
export async function editNeed(deps: Deps, auth: Auth, id: number, input: NeedInput, locale: Locale) {
  await loadNeed(deps.db, auth, id, locale, 'post.write');
  await checkNeedReferences(deps.db, input);
  const after = needColumns(input);
  const now = deps.clock.now();
  const { changed, notified } = await deps.db.transaction().execute(async (trx) => {
    // Locked, so an archive or another edit running meanwhile is seen, and each notice tells the values it names.
    const row = await trx.selectFrom('needs').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
    if (!row || row.company_id !== companyIdOf(auth)) throw notFound();
    if (row.archived) throw new HttpError(409, companyErrors.needArchived);
    const fields = noticedChanges(row, after);
    await trx
      .updateTable('needs')
      .set({ ...after, updated_at: now })
      .where('id', '=', id)
      .execute();
    await notePostChange(trx, id, now);
    return { changed: fields, notified: fields.length ? await noticeCandidates(trx, deps, id, fields, now) : 0 };
  });
  if (notified) deps.mailer.deliverSoon();
  return { ...needView(await loadNeed(deps.db, auth, id, locale)), changed, notified };
}

/** One notice per candidate with an open process on the need (a candidate has at most one per need; counted once). */
async function noticeCandidates(trx: Transaction<Database>, deps: Deps, needId: number, fields: NoticedField[], now: Date): Promise<number> {
  const open = await trx
    .selectFrom('processes')
    .select(['id', 'candidate_id'])
    .where('need_id', '=', needId)
    .where('archived', '=', false)
    .orderBy('id')
    .execute();
  const seen = new Set<number>();
  for (const process of open) {
    if (seen.has(process.candidate_id)) continue;
    seen.add(process.candidate_id);
    const parties = await loadProcessParties(trx, deps.config, process.id);
    const party = parties.candidate;
    const names = fields.map((field) => translate(party.locale, fieldNames[field])).join(', ');
    const body = translate(party.locale, editTexts.changed, {
      company: parties.companyName,
      position: parties.position(party.locale),
      fields: names,
    });
    await notifyParty(trx, deps.config, party, { kind: 'need.changed', subject: subjectFor(deps.config, parties, party), body }, now);
  }
  return seen.size;
}
