import { sql, type Kysely, type SqlBool } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Config } from '../config.ts';
import type { Database, NotificationChannel, NotificationSettingsValue } from '../db/types.ts';
import { settingsOrDefault } from '../notification-settings/settings.ts';
import { DEFAULT_LOCALE, type Locale } from '../i18n/i18n.ts';
import { cityName, jobTitleLabel, processRows } from '../workflow/process-rows.ts';

export type Party = {
  userId: number;
  role: 'candidate' | 'company';
  email: string;
  phone: string;
  locale: Locale;
  name: string;
  /** The candidate's chosen channels; company members get mail. */
  channels: NotificationChannel[];
  /** What this person hears about where, and their quiet hours (notification_settings). */
  settings: NotificationSettingsValue;
  /** The screen where this party acts on the process. */
  link: string;
};

export type ProcessParties = {
  processId: number;
  needId: number;
  companyName: string;
  /** The company's account (companies.user_id): whose data a notice to the candidate copies. */
  companyId: number;
  candidate: Party;
  /**
   * The company's people a process's news goes to, each with their own address, language and settings: the post's
   * active owner and members, or the company's active owners while nobody is on the post.
   */
  companyPeople: Party[];
  position: (locale: Locale) => string;
  /** The job title's label (what the calendar invitation names), whatever title the company wrote. */
  jobTitle: (locale: Locale) => string;
  city: string;
};

const asLocale = (value: string): Locale => (value === 'en' ? 'en' : DEFAULT_LOCALE);

export const appUrl = (config: Config, path: string) => `${config.publicUrl.replace(/\/$/, '')}/app${path}`;

/** Deep links: the candidate's offer screen and the company's need-candidate screen (slug = process id). */
export const candidateLink = (config: Config, processId: number) => appUrl(config, `/offers/${processId}`);
export const companyLink = (config: Config, needId: number, processId: number) => appUrl(config, `/needs/${needId}/candidate/${processId}`);

/** The columns the parties are built from, over processRows joined with the candidate's user (cu); labels, city and the company's people come as subqueries. */
const PARTY_COLUMNS = [
  'p.id',
  'p.need_id',
  'cand.user_id as candidate_id',
  'cand.full_name',
  'cand.phone as candidate_phone',
  'cand.notification_preferences',
  'nsc.settings as candidate_settings',
  'cu.email as candidate_email',
  'cu.locale as candidate_locale',
  'co.user_id as company_id',
  'co.name as company_name',
  'co.phone as company_phone',
  'n.job_title',
  'n.title',
  'n.city',
] as const;

/** processRows with the candidate's user and settings, which PARTY_COLUMNS read. */
const withPartyUsers = (db: Kysely<Database>) =>
  processRows(db).innerJoin('users as cu', 'cu.id', 'p.candidate_id').leftJoin('notification_settings as nsc', 'nsc.user_id', 'p.candidate_id');

/** Whether the member `alias` is on the post of the process (p) and its need (n): its owner or one of its members. */
const onThePost = (alias: string) =>
  sql<SqlBool>`(${sql.ref(`${alias}.user_id`)} = n.owner_id or ${sql.ref(`${alias}.user_id`)} in (select nm.user_id from need_members nm where nm.need_id = p.need_id))`;

/**
 * The company's people the news of a process (p, its need n) goes to, as a subquery: the active members on the post,
 * or, while nobody active is on it (its people left or were turned off), the company's active owners, so the news
 * still reaches someone who can staff it. A member not on the post, or turned off, hears nothing of it.
 */
export const companyPeople = (db: Kysely<Database>) =>
  db
    .selectFrom('company_members as cm')
    .innerJoin('users as mu', 'mu.id', 'cm.user_id')
    .leftJoin('notification_settings as nsm', 'nsm.user_id', 'cm.user_id')
    .select(['cm.user_id', 'cm.full_name', 'mu.email', 'mu.locale', 'nsm.settings'])
    .where('cm.company_id', '=', sql.ref<number>('p.company_id'))
    .where('cm.active', '=', true)
    .where(
      sql<SqlBool>`(${onThePost('cm')} or (cm.role = 'owner' and not exists (select 1 from company_members x where x.company_id = p.company_id and x.active and ${onThePost('x')})))`,
    )
    .orderBy('cm.user_id');

/** One of the company's people as companyPeople reads them (JSON, from a subquery). */
export type PersonRow = { user_id: number; full_name: string; email: string; locale: string; settings: NotificationSettingsValue | null };

type PartyRow = {
  id: number;
  need_id: number;
  candidate_id: number;
  full_name: string;
  candidate_phone: string;
  notification_preferences: NotificationChannel[];
  candidate_settings: NotificationSettingsValue | null;
  candidate_email: string;
  candidate_locale: string;
  company_id: number;
  company_name: string;
  company_phone: string;
  company_people: PersonRow[];
  job_title: string;
  title: string | null;
  label_ro: string | null;
  label_en: string | null;
  city_name: string | null;
  city: string;
};

/** Both sides of a process with their language, channels and deep link, and the labels mails show. */
export async function loadProcessParties(db: Kysely<Database>, config: Config, processId: number): Promise<ProcessParties> {
  const row = await withPartyUsers(db)
    .select(PARTY_COLUMNS)
    .select([
      jobTitleLabel(db, 'ro-RO').as('label_ro'),
      jobTitleLabel(db, 'en').as('label_en'),
      cityName(db).as('city_name'),
      jsonArrayFrom(companyPeople(db)).as('company_people'),
    ])
    .where('p.id', '=', processId)
    .executeTakeFirstOrThrow();
  return partiesOf(config, row);
}

/** The parties from a row read with PARTY_COLUMNS (the engine reads them with the process, in its first query). */
export function partiesOf(config: Config, row: PartyRow): ProcessParties {
  return {
    processId: row.id,
    needId: row.need_id,
    companyName: row.company_name,
    companyId: row.company_id,
    city: row.city_name ?? row.city,
    // The post's own title when the company wrote one (two posts of one clinic then read apart), else the job title.
    position: (locale) => row.title ?? (locale === 'en' ? row.label_en : row.label_ro) ?? row.job_title,
    jobTitle: (locale) => (locale === 'en' ? row.label_en : row.label_ro) ?? row.job_title,
    candidate: {
      userId: row.candidate_id,
      role: 'candidate',
      email: row.candidate_email,
      phone: row.candidate_phone,
      locale: asLocale(row.candidate_locale),
      name: row.full_name,
      channels: row.notification_preferences,
      settings: settingsOrDefault(row.candidate_settings, 'candidate', row.notification_preferences),
      link: candidateLink(config, row.id),
    },
    // Each of the company's people hears in their own language, on their own settings, on the same screen.
    companyPeople: row.company_people.map((person) => ({
      userId: person.user_id,
      role: 'company',
      email: person.email,
      phone: row.company_phone,
      locale: asLocale(person.locale),
      name: person.full_name,
      channels: ['email'],
      settings: settingsOrDefault(person.settings, 'company', []),
      link: companyLink(config, row.need_id, row.id),
    })),
  };
}
