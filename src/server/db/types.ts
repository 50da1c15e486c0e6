import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

// Typed tables. Conventions: money in integer LEI, instants as timestamptz (Date), calendar days as date
// (kept as 'YYYY-MM-DD' strings, see create-database.ts), lists as jsonb written with JSON.stringify
// (the `Json` column type enforces that on insert/update).
// Every jsonb column has a default, so inserts may omit it.
export type Json<T> = ColumnType<T, string | undefined, string>;
export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
export type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export type Role = 'candidate' | 'company' | 'care';

export interface UsersTable {
  id: Generated<number>;
  email: string; // stored lower-case and trimmed
  password_hash: string;
  role: Role;
  locale: Generated<string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SessionsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string; // sha256 hex of the opaque token; the token itself is never stored
  created_at: Timestamp;
  expires_at: Date;
  revoked_at: NullableTimestamp;
  user_agent: string | null;
  ip: string | null;
}

export interface PasswordResetsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: Timestamp;
  expires_at: Date;
  used_at: NullableTimestamp;
}

/** A new email address waiting for its confirmation link (migration 0172); the account keeps the old one until then. */
export interface EmailChangesTable {
  id: Generated<number>;
  user_id: number;
  new_email: string;
  token_hash: string;
  created_at: Date;
  expires_at: Date;
  used_at: NullableTimestamp;
}

export interface LoginFailuresTable {
  id: Generated<number>;
  email: string;
  ip: string;
  created_at: Timestamp;
}

export type WorkType = 'full_time' | 'part_time' | 'both';
export type NotificationChannel = 'phone' | 'email' | 'sms' | 'whatsapp';
export type JobSearchStatus = 'ready' | 'interviewing' | 'not_ready';

export interface ExperienceEntry {
  employer: string;
  role: string;
  city: string | null;
  from: string; // YYYY-MM
  to: string | null; // null = current job ("Present")
}
export interface EducationEntry {
  institution: string;
  degree: string;
  graduationYear: number | null;
}
export interface Utm {
  utm_content?: string;
  utm_campaign?: string;
  utm_source?: string;
  utm_medium?: string;
  http_referrer?: string;
}

export interface CandidatesTable {
  user_id: number;
  full_name: string;
  phone: string;
  birth_date: string | null;
  category: string | null; // job-title slug
  sub_category: string | null; // specialty slug
  tags: Json<string[]>; // competency slugs
  secondary_job_titles: Json<string[]>;
  terms_accepted_at: Date;
  receive_notifications: boolean;
  work_type: WorkType | null;
  city: string | null; // city slug of residence
  work_locations: Json<string[]>;
  max_distance_in_km: number | null;
  open_to_relocation: boolean | null;
  preferred_cities: Json<string[]>;
  certification: string | null; // education slug
  min_salary: number | null; // LEI
  max_salary: number | null; // LEI
  agree_to_work_abroad: boolean | null;
  preferred_countries: Json<string[]>;
  language_level: number | null; // English 1-10
  experience: string | null; // experience bucket slug
  schedules: Json<string[]>;
  notification_preferences: Json<NotificationChannel[]>;
  job_search_status: JobSearchStatus | null;
  blacklisted_companies: Json<string[]>; // company user ids as strings (publicnomenclatures/companies slugs)
  about: string | null;
  experience_entries: Json<ExperienceEntry[]>;
  education_entries: Json<EducationEntry[]>;
  availability: Json<number[]>; // weekdays 0 = Monday .. 6 = Sunday
  onboarding_step: Generated<number>;
  onboarding_completed_at: NullableTimestamp;
  utm: Json<Utm>;
  cv_key: string | null;
  cv_name: string | null;
  cv_mime: string | null;
  cv_size: number | null;
  cv_uploaded_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface CompaniesTable {
  user_id: number;
  name: string;
  contact_name: string;
  phone: string;
  city: string | null; // city slug
  kind: string | null;
  address: string | null;
  about: string | null;
  credits: Generated<number>;
  public: Generated<boolean>; // listed in publicnomenclatures/companies
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface CareAgentsTable {
  user_id: number;
  full_name: string;
  phone: string;
}

export interface NomenclaturesTable {
  domain: string;
  slug: string;
  label_ro: string;
  label_en: string;
  position: number;
  data: Json<Record<string, unknown>>;
}

export interface CountiesTable {
  code: string;
  slug: string;
  name: string;
  seat: string;
}

export interface CitiesTable {
  slug: string;
  name: string;
  search_name: string; // lower-case, diacritics removed: prefix search without unaccent
  county_code: string;
  lat: number;
  lng: number;
  population: number;
}

export interface PageViewsTable {
  id: Generated<number>;
  user_id: number | null;
  path: string;
  referrer: string | null;
  locale: string | null;
  utm: Json<Record<string, string>>;
  created_at: Timestamp;
  forwarded_at: NullableTimestamp;
}

/** A file sent with a mail; content is base64 so it survives the jsonb round trip. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  contentBase64: string;
}

export interface MailOutboxTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  kind: string;
  created_at: Timestamp;
  sent_at: NullableTimestamp;
  error: string | null;
  attempts: Generated<number>;
  attachments: Json<MailAttachment[]>;
}

// Other areas add their tables by module augmentation from their own files, e.g. in src/server/workflow:
//   declare module '../db/types.ts' { interface Database { processes: ProcessesTable } }
export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  password_resets: PasswordResetsTable;
  email_changes: EmailChangesTable;
  login_failures: LoginFailuresTable;
  candidates: CandidatesTable;
  companies: CompaniesTable;
  care_agents: CareAgentsTable;
  nomenclatures: NomenclaturesTable;
  counties: CountiesTable;
  cities: CitiesTable;
  page_views: PageViewsTable;
  mail_outbox: MailOutboxTable;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type Candidate = Selectable<CandidatesTable>;
export type CandidateUpdate = Updateable<CandidatesTable>;
export type Company = Selectable<CompaniesTable>;
