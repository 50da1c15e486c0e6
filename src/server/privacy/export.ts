import { strToU8, zipSync, type Zippable } from 'fflate';
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/create-database.ts';
import type { Role } from '../db/types.ts';
import type { AppDeps } from '../fastify-types.ts';
import { notFound } from '../errors.ts';
import { payloadFor } from './care-notes.ts';
import { logPrivacyStep } from './privacy-log.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'storage'>;
type Row = Record<string, unknown>;
type Who = { id: number; role: Role; email: string };

/** The processes the user is a party of, as a subquery (events and care follow-ups are found through them). */
const processesOf = (who: Who) => sql`(select id from processes where candidate_id = ${who.id} or company_id = ${who.id})`;
const byColumns =
  (...columns: string[]) =>
  (who: Who) =>
    sql.join(
      columns.map((c) => sql`${sql.ref(c)} = ${who.id}`),
      sql` or `,
    );

/**
 * Every table that holds something about a user, how its rows are found, and the columns left out (secrets: hashes
 * of passwords and tokens; care's own notes, which stay with care). tests/api/privacy-export.test.ts fails when a
 * table with a user id column is missing here.
 */
export const EXPORTED_TABLES: Record<string, { where: (who: Who) => RawBuilder<unknown>; omit?: string[] }> = {
  users: { where: byColumns('id'), omit: ['password_hash'] },
  sessions: { where: byColumns('user_id'), omit: ['token_hash'] },
  password_resets: { where: byColumns('user_id'), omit: ['token_hash'] },
  calendar_feeds: { where: byColumns('user_id'), omit: ['token_hash'] },
  notification_settings: { where: byColumns('user_id') },
  // The devices push reaches: their label and date; the push service's URL and keys are the device's secrets.
  push_devices: { where: byColumns('user_id'), omit: ['endpoint', 'p256dh', 'auth'] },
  email_changes: { where: byColumns('user_id'), omit: ['token_hash', 'revert_token_hash'] },
  login_failures: { where: (who) => sql`email = ${who.email}` },
  candidates: { where: byColumns('user_id'), omit: ['cv_key', 'name_search'] },
  companies: { where: byColumns('user_id') },
  // A member's place in a company team and on its posts, and the invitations they sent or were sent.
  company_members: { where: byColumns('user_id') },
  need_members: { where: byColumns('user_id') },
  company_invitations: { where: (who) => sql`invited_by = ${who.id} or email = ${who.email}`, omit: ['token_hash'] },
  care_agents: { where: byColumns('user_id') },
  page_views: { where: byColumns('user_id') },
  mail_outbox: { where: (who) => sql`to_address = ${who.email}` },
  channel_messages: { where: byColumns('user_id') },
  notifications: { where: byColumns('user_id') },
  needs: { where: byColumns('company_id') },
  company_availability: { where: byColumns('company_id') },
  // The figures the salary insight keeps: a company's posts and offers, a candidate's accepted offer.
  salary_points: { where: (who) => sql`company_id = ${who.id} or (source = 'offer' and source_id in ${processesOf(who)})` },
  company_candidates: { where: byColumns('company_id', 'candidate_id') },
  processes: { where: byColumns('candidate_id', 'company_id'), omit: ['disclosure_stage'] },
  // Payloads pass through the care-notes rule below.
  process_events: { where: (who) => sql`process_id in ${processesOf(who)}` },
  // The company's internal notes on the processes: about the candidate (hers to read here, though the product never
  // shows them to her), and the company's own record.
  process_notes: { where: (who) => sql`process_id in ${processesOf(who)}` },
  idempotency_keys: { where: byColumns('user_id'), omit: ['request_hash'] },
  care_flags: { where: (who) => sql`process_id in ${processesOf(who)}`, omit: ['note', 'resolved_by', 'requested_by', 'dedup_key'] },
  match_recommendations: { where: byColumns('candidate_id') },
  // Why each offer reached her, and what care decided on it (the reasons are written for her: she may ask for them).
  match_explanations: { where: byColumns('candidate_id') },
  match_explanation_log: { where: (who) => sql`explanation_id in (select id from match_explanations where candidate_id = ${who.id})` },
  matching_left_out: { where: byColumns('candidate_id') },
  // Whether and why an invitation left is the friend's (an objection, another sender's invitation), not the sender's.
  recommendations: { where: byColumns('recommender_id'), omit: ['invited_at', 'invitation_withheld'] },
  candidate_access_log: { where: byColumns('candidate_id', 'viewer_id') },
  push_events: { where: byColumns('user_id') },
  privacy_log: { where: byColumns('user_id') },
  policy_consents: { where: byColumns('user_id') },
  marketing_consents: { where: byColumns('user_id') },
  // The documents themselves go under licences/ (below); `verified_by` names a care agent, kept as care's record.
  candidate_licences: { where: byColumns('candidate_id'), omit: ['document_key'] },
};

async function rowsOf(db: Db, table: string, who: Who): Promise<Row[]> {
  const spec = EXPORTED_TABLES[table]!;
  const result = await sql<Row>`select * from ${sql.table(table)} where ${spec.where(who)}`.execute(db);
  const omit = new Set(spec.omit ?? []);
  return result.rows.map((row) => {
    const kept = Object.fromEntries(Object.entries(row).filter(([column]) => !omit.has(column)));
    if (table === 'process_events') kept.payload = payloadFor(who.role, row.actor_role as Role, row.payload);
    return kept;
  });
}

const README = `This archive holds every record Medilink keeps about your account, one JSON file per table
(data/<table>.json, an empty list when there is none), your CV when you uploaded one (cv/) and the documents of
your licences to practise (licences/).
Secrets (password and token hashes) and the private notes of our customer care are left out.

Această arhivă conține toate înregistrările pe care Medilink le păstrează despre contul dumneavoastră, câte un
fișier JSON pentru fiecare tabel (data/<tabel>.json, o listă goală când nu există nimic), CV-ul dumneavoastră,
dacă l-ați încărcat (cv/), și documentele avizelor de liberă practică (licences/). Secretele (amprentele parolelor și ale jetoanelor) și notele private ale echipei
noastre de asistență nu sunt incluse.
`;

/**
 * The user's data export (GDPR access and portability): one ZIP with every table of EXPORTED_TABLES and the CV.
 * Logged in the privacy log with the injected clock.
 */
export async function exportArchive(deps: Deps, userId: number): Promise<{ zip: Uint8Array; fileName: string }> {
  const user = await deps.db.selectFrom('users').select(['id', 'role', 'email', 'erased_at']).where('id', '=', userId).executeTakeFirst();
  if (!user || user.erased_at) throw notFound();
  const who: Who = { id: user.id, role: user.role, email: user.email };
  const now = deps.clock.now();
  await logPrivacyStep(deps.db, userId, 'export', userId, {}, now);
  const files: Zippable = { 'README.txt': strToU8(README) };
  for (const table of Object.keys(EXPORTED_TABLES)) {
    files[`data/${table}.json`] = strToU8(JSON.stringify(await rowsOf(deps.db, table, who), null, 2));
  }
  if (who.role === 'candidate') {
    const cv = await deps.db.selectFrom('candidates').select(['cv_key', 'cv_name']).where('user_id', '=', userId).executeTakeFirst();
    const data = cv?.cv_key ? await deps.storage.get(cv.cv_key) : null;
    if (cv?.cv_name && data) files[`cv/${cv.cv_name}`] = new Uint8Array(data);
    const licences = await deps.db
      .selectFrom('candidate_licences')
      .select(['job_title', 'document_key', 'document_name'])
      .where('candidate_id', '=', userId)
      .where('document_key', 'is not', null)
      .execute();
    for (const licence of licences) {
      const document = await deps.storage.get(licence.document_key!);
      if (document) files[`licences/${licence.job_title}/${licence.document_name ?? 'licence'}`] = new Uint8Array(document);
    }
  }
  return { zip: zipSync(files, { level: 6 }), fileName: `medilink-data-${now.toISOString().slice(0, 10)}.zip` };
}
