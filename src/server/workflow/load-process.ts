import { jsonArrayFrom, jsonObjectFrom } from 'kysely/helpers/postgres';
import { TERM_KEYS, completeTerms } from '../../../machines/post-terms.ts';
import { sql } from 'kysely';
import type { Config } from '../config.ts';
import type { Db } from '../db/create-database.ts';
import { companyPeople, partiesOf, type ProcessParties } from '../notifications/process-parties.ts';
import { stageSql } from '../privacy/disclosure.ts';
import { executePrepared } from '../db/prepared-statements.ts';
import { PROCESS_COLUMNS, type ProcessRow, type ViewParts } from './process-view.ts';
import { cityName } from './process-rows.ts';
import { POST_TERM_COLUMNS, advertisedTerms } from './advertised-terms.ts';

export type LoadedProcess = {
  row: ProcessRow;
  parts: ViewParts;
  parties: ProcessParties;
  /**
   * The candidate's licence on file for the need's job title, verified or not (care.validate checks it), with the
   * time it last changed: care verifies that licence, not one changed since.
   */
  licence: { body: string; expiresOn: string; hasDocument: boolean; updatedAt: string } | null;
  /** The caller's earlier request under the same idempotency key, when one was asked for. */
  earlier: { request_hash: string; response: unknown } | null;
  /** The caller's name as the history names them (a company member or a care agent), for the event they send now. */
  callerName: string | null;
};

/**
 * A process with everything its answer and its notices need, in one statement: the view's need, names, history,
 * disclosure stages and licence, and both parties of its mails (the company's side: the people on its post). Each
 * round trip to the database is what an event costs under load, so the engine reads once here and then only writes.
 * Undefined when missing.
 * Only the need is joined: the parties, labels and city are subqueries on primary keys, because joining all eight
 * tables (processRows with both users) made the planner search their join orders at every event, which took
 * longer than running the statement (1.5 ms of PGlite's 2.3 ms). On PostgreSQL it is a prepared statement, planned once
 * per connection (db/prepared-statements.ts).
 */
export async function readProcess(
  db: Db,
  config: Config,
  id: number,
  idempotency?: { userId: number; key: string },
  callerId = 0,
): Promise<LoadedProcess | undefined> {
  const query = db
    .selectFrom('processes as p')
    .innerJoin('needs as n', 'n.id', 'p.need_id')
    .select(PROCESS_COLUMNS.map((column) => `p.${column}` as const))
    .select([
      'n.job_title',
      'n.title',
      'n.city',
      'n.specialty',
      'n.work_type',
      'n.description',
      'n.address',
      'n.archived as need_archived',
      'n.owner_id',
      ...POST_TERM_COLUMNS.map((column) => `n.${column}` as const),
    ])
    .select(TERM_KEYS.map((key) => `n.${key}` as const))
    .select((eb) => [
      jsonObjectFrom(
        eb
          .selectFrom('candidates as cand')
          .innerJoin('users as cu', 'cu.id', 'cand.user_id')
          .leftJoin('notification_settings as nsc', 'nsc.user_id', 'cand.user_id')
          .select(['cand.full_name', 'cand.phone', 'cand.notification_preferences', 'cu.email', 'cu.locale', 'nsc.settings'])
          .whereRef('cand.user_id', '=', 'p.candidate_id'),
      ).as('candidate'),
      jsonObjectFrom(eb.selectFrom('companies as co').select(['co.name', 'co.phone']).whereRef('co.user_id', '=', 'p.company_id')).as('company'),
      jsonArrayFrom(companyPeople(db)).as('company_people'),
      jsonObjectFrom(
        eb
          .selectFrom('nomenclatures as jt')
          .select(['jt.label_ro', 'jt.label_en'])
          .whereRef('jt.slug', '=', 'n.job_title')
          .where('jt.domain', '=', 'functions'),
      ).as('labels'),
      cityName(db).as('city_name'),
      jsonArrayFrom(
        eb
          .selectFrom('process_events as e')
          .leftJoin('company_members as am', 'am.user_id', 'e.actor_id')
          .leftJoin('care_agents as ca', 'ca.user_id', 'e.actor_id')
          .selectAll('e')
          .select(sql<string | null>`coalesce(am.full_name, ca.full_name)`.as('actor_name'))
          .whereRef('e.process_id', '=', 'p.id')
          .orderBy('e.version'),
      ).as('history'),
      jsonArrayFrom(
        eb
          .selectFrom('need_members as nm')
          .innerJoin('company_members as cm', 'cm.user_id', 'nm.user_id')
          .select(['nm.user_id', 'cm.full_name'])
          .whereRef('nm.need_id', '=', 'p.need_id')
          .where('cm.active', '=', true)
          .orderBy('nm.user_id'),
      ).as('post_members'),
      jsonObjectFrom(eb.selectFrom('company_members as om').select(['om.full_name']).whereRef('om.user_id', '=', 'n.owner_id')).as('post_owner'),
      jsonArrayFrom(
        eb
          .selectFrom('processes as o')
          .select(stageSql('o').as('stage'))
          .whereRef('o.company_id', '=', 'p.company_id')
          .whereRef('o.candidate_id', '=', 'p.candidate_id')
          .whereRef('o.id', '<>', 'p.id'),
      ).as('other_stages'),
      jsonObjectFrom(
        eb
          .selectFrom('candidate_licences as l')
          .select(['l.body', 'l.expires_on', 'l.verified_at', 'l.updated_at', sql<boolean>`l.document_key is not null`.as('has_document')])
          .whereRef('l.candidate_id', '=', 'p.candidate_id')
          .whereRef('l.job_title', '=', 'n.job_title'),
      ).as('licence'),
      sql<
        string | null
      >`coalesce((select full_name from company_members where user_id = ${callerId}), (select full_name from care_agents where user_id = ${callerId}))`.as(
        'caller_name',
      ),
      jsonObjectFrom(
        eb
          .selectFrom('idempotency_keys as k')
          .select(['k.request_hash', 'k.response'])
          .where('k.user_id', '=', idempotency?.userId ?? 0)
          .where('k.key', '=', idempotency?.key ?? ''),
      ).as('earlier'),
    ])
    .where('p.id', '=', id);
  const [found] = await executePrepared(db, query);
  // Both parties exist while the process does (foreign keys): the check only tells TypeScript.
  if (!found?.candidate || !found.company) return undefined;
  const {
    history,
    other_stages,
    licence,
    earlier,
    caller_name,
    need_archived,
    owner_id,
    post_members,
    post_owner,
    specialty,
    work_type,
    salary_min,
    salary_max,
    description,
    candidate,
    company,
    company_people,
    ...rest
  } = found;
  const terms = completeTerms(found);
  const row: ProcessRow = {
    id: rest.id,
    need_id: rest.need_id,
    candidate_id: rest.candidate_id,
    company_id: rest.company_id,
    machine_version: rest.machine_version,
    snapshot: rest.snapshot,
    state: rest.state,
    candidate_status: rest.candidate_status,
    company_status: rest.company_status,
    archived: rest.archived,
    version: rest.version,
    personal_data_removed_at: rest.personal_data_removed_at,
    created_at: rest.created_at,
    updated_at: rest.updated_at,
  };
  return {
    row,
    parts: {
      need: {
        id: rest.need_id,
        job_title: rest.job_title,
        specialty,
        city: rest.city,
        work_type,
        salary_min,
        salary_max,
        description,
        title: rest.title,
        address: rest.address,
        city_name: rest.city_name,
        archived: need_archived,
        terms,
        advertised: advertisedTerms({ ...rest, salary_min, salary_max }),
      },
      candidateName: candidate.full_name,
      companyName: company.name,
      post: { ownerId: owner_id, ownerName: post_owner?.full_name ?? null, members: post_members },
      otherStages: other_stages.map((o) => o.stage),
      // JSON carries timestamps as text: back to the ISO form (and Date) the rest of the code reads.
      licence: licence?.verified_at
        ? { body: licence.body, valid_until: licence.expires_on, verified_at: new Date(licence.verified_at).toISOString() }
        : null,
      history: history.map((e) => ({ ...e, created_at: new Date(e.created_at) })),
    },
    parties: partiesOf(config, {
      id: rest.id,
      need_id: rest.need_id,
      candidate_id: rest.candidate_id,
      full_name: candidate.full_name,
      candidate_phone: candidate.phone,
      notification_preferences: candidate.notification_preferences,
      candidate_settings: candidate.settings,
      candidate_email: candidate.email,
      candidate_locale: candidate.locale,
      company_id: rest.company_id,
      company_name: company.name,
      company_phone: company.phone,
      company_people,
      job_title: rest.job_title,
      title: rest.title,
      label_ro: rest.labels?.label_ro ?? null,
      label_en: rest.labels?.label_en ?? null,
      city_name: rest.city_name,
      city: rest.city,
    }),
    licence: licence
      ? { body: licence.body, expiresOn: licence.expires_on, hasDocument: licence.has_document, updatedAt: String(licence.updated_at) }
      : null,
    earlier: idempotency ? earlier : null,
    callerName: caller_name,
  };
}
