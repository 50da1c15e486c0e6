import type { ColumnType } from 'kysely';

// The types of columns the database cannot say itself (a jsonb column's shape, a text column's allowed values):
// `npm run gen:db` writes them into the generated schema (schema.ts) by name. Conventions: money in integer LEI,
// instants as timestamptz (Date), calendar days as date (kept as 'YYYY-MM-DD' strings, see create-database.ts),
// lists as jsonb written with JSON.stringify (the `Json` column type enforces that on insert/update).
// Every jsonb column has a default, so inserts may omit it.
export type Json<T> = ColumnType<T, string | undefined, string>;

export type Role = 'candidate' | 'company' | 'care';
/** Who sent a logged process event: a user's role, or the server's own `system` actor (jobs, erasure). */
export type ActorRole = Role | 'system';

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

/** A file sent with a mail; content is base64 so it survives the jsonb round trip. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  contentBase64: string;
}

export type CareFlagKind =
  | 'candidateNoShow'
  | 'companyNoShow'
  | 'finalOfferRejected'
  | 'proposalUnanswered'
  | 'presenceDisputed'
  | 'acceptedOfferWithdrawn'
  | 'reopenRequested'
  | 'licenceExpired'
  | 'refusalReplied';
export type TextChannel = 'sms' | 'whatsapp';
export type JobStatus = 'pending' | 'done' | 'failed';
export type AccessedData = 'profile' | 'cv' | 'licence';
/** How care checked a licence to practise: the document seen, or the body's public register. */
export type LicenceVerificationMethod = 'document' | 'register';
/** Why a friend's invitation was not mailed (recommendations, migration 0250_friend_invitations). */
export type InvitationWithheld = 'unsubscribed' | 'recently-invited' | 'links';
/** One step of an export, an erasure, the retention job or a consent (privacy_log, migration 0173_gdpr). */
export type PrivacyAction =
  | 'export'
  | 'erasure.requested'
  | 'erasure.processClosed'
  | 'erasure.completed'
  | 'retention.warned'
  | 'retention.processRedacted'
  | 'consent.policy'
  | 'consent.marketingGiven'
  | 'consent.marketingWithdrawn';
/** The news a person hears about, grouped as the settings screen shows them (notification_settings). */
export type NoticeGroup = 'offers' | 'interviews' | 'finalOffers' | 'other';
/** The channels a group can use besides the notification centre, which always keeps the notice. */
export type NoticeChannel = 'email' | 'text' | 'push';
/** One person's choices: channels per group, quiet hours in Romania's time (minutes since midnight), urgent override. */
export type NotificationSettingsValue = {
  channels: Record<NoticeGroup, NoticeChannel[]>;
  quiet: { start: number; end: number } | null;
  urgentInQuiet: boolean;
};
