import type { Kysely } from 'kysely';
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
  /** The candidate's chosen channels; companies get mail. */
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
  candidate: Party;
  company: Party;
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

/** The columns the parties are built from, over processRows joined with the users of both sides (cu, ou); labels and city come as subqueries. */
export const PARTY_COLUMNS = [
  'p.id',
  'p.need_id',
  'cand.user_id as candidate_id',
  'cand.full_name',
  'cand.phone as candidate_phone',
  'cand.notification_preferences',
  'nsc.settings as candidate_settings',
  'nso.settings as company_settings',
  'cu.email as candidate_email',
  'cu.locale as candidate_locale',
  'co.user_id as company_id',
  'co.name as company_name',
  'co.contact_name',
  'co.phone as company_phone',
  'ou.email as company_email',
  'ou.locale as company_locale',
  'n.job_title',
  'n.title',
  'n.city',
] as const;

/** processRows with the users of both sides, which PARTY_COLUMNS read. */
export const withPartyUsers = (db: Kysely<Database>) =>
  processRows(db)
    .innerJoin('users as cu', 'cu.id', 'p.candidate_id')
    .innerJoin('users as ou', 'ou.id', 'p.company_id')
    .leftJoin('notification_settings as nsc', 'nsc.user_id', 'p.candidate_id')
    .leftJoin('notification_settings as nso', 'nso.user_id', 'p.company_id');

type PartyRow = {
  id: number;
  need_id: number;
  candidate_id: number;
  full_name: string;
  candidate_phone: string;
  notification_preferences: NotificationChannel[];
  candidate_settings: NotificationSettingsValue | null;
  company_settings: NotificationSettingsValue | null;
  candidate_email: string;
  candidate_locale: string;
  company_id: number;
  company_name: string;
  contact_name: string | null;
  company_phone: string;
  company_email: string;
  company_locale: string;
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
    .select([jobTitleLabel(db, 'ro-RO').as('label_ro'), jobTitleLabel(db, 'en').as('label_en'), cityName(db).as('city_name')])
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
    company: {
      userId: row.company_id,
      role: 'company',
      email: row.company_email,
      phone: row.company_phone,
      locale: asLocale(row.company_locale),
      name: row.contact_name || row.company_name,
      channels: ['email'],
      settings: settingsOrDefault(row.company_settings, 'company', []),
      link: companyLink(config, row.need_id, row.id),
    },
  };
}
