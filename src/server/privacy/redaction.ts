import { sql, type RawBuilder, type Transaction } from 'kysely';
import type { Database } from '../db/types.ts';

/** What replaces a personal value found inside free text written by someone else (a mail, a note, an event). */
export const ERASED = '[erased]';

type Target = { table: string; columns: string[]; json?: boolean; where?: RawBuilder<unknown> };

/**
 * Free text that may quote a person (mails and notices to others, care's notes, event payloads, job payloads):
 * erasure replaces each occurrence of the erased user's name, email or phone. jsonb columns are rewritten as text.
 */
export const FREE_TEXT: ReadonlyArray<Target> = [
  { table: 'mail_outbox', columns: ['subject', 'text_body', 'html_body'] },
  { table: 'mail_outbox', columns: ['attachments'], json: true },
  { table: 'notifications', columns: ['title', 'body'] },
  { table: 'channel_messages', columns: ['body'] },
  { table: 'care_flags', columns: ['note', 'reason'] },
  { table: 'needs', columns: ['description', 'address', 'archive_text'] },
  { table: 'processes', columns: ['snapshot'], json: true },
  { table: 'process_events', columns: ['payload'], json: true },
  { table: 'jobs', columns: ['payload'], json: true },
  { table: 'jobs', columns: ['last_error'] },
  { table: 'idempotency_keys', columns: ['response'], json: true },
];

/** The free text of one process only: its snapshot, its events and care's flags on it (the retention of a process). */
export const processFreeText = (processId: number): ReadonlyArray<Target> => [
  { table: 'processes', columns: ['snapshot'], json: true, where: sql`id = ${processId}` },
  { table: 'process_events', columns: ['payload'], json: true, where: sql`process_id = ${processId}` },
  { table: 'care_flags', columns: ['note', 'reason'], where: sql`process_id = ${processId}` },
];

/** Values shorter than this are not searched for in others' text (they would match ordinary words). */
const MIN_SCRUB_LENGTH = 4;

/**
 * Lets `work` rewrite event payloads: the event log is append-only, and this setting (local to the transaction)
 * makes its trigger admit a payload redaction, and nothing else.
 */
export async function withRedaction<T>(trx: Transaction<Database>, work: () => Promise<T>): Promise<T> {
  await sql`select set_config('medilink.redaction', 'on', true)`.execute(trx);
  const result = await work();
  await sql`select set_config('medilink.redaction', 'off', true)`.execute(trx);
  return result;
}

/** Replaces every occurrence of the values (a person's name, email, phone) in the targets' free text. */
export async function scrubValues(trx: Transaction<Database>, values: string[], targets: ReadonlyArray<Target> = FREE_TEXT): Promise<void> {
  await withRedaction(trx, async () => {
    for (const value of values.filter((v) => v.length >= MIN_SCRUB_LENGTH)) {
      for (const { table, columns, json, where } of targets) {
        for (const column of columns) {
          const ref = sql.ref(column);
          const asText = json ? sql`${ref}::text` : ref;
          const replaced = sql`replace(${asText}, ${value}, ${ERASED})`;
          await sql`update ${sql.table(table)} set ${ref} = ${json ? sql`${replaced}::jsonb` : replaced}
                    where strpos(${asText}, ${value}) > 0 ${where ? sql`and ${where}` : sql``}`.execute(trx);
        }
      }
    }
  });
}

/**
 * Keys of event payloads and process snapshots whose values are written by people (notes, reasons in their own
 * words, comments, interview addresses, contact persons, phones and links, offer benefits): machines/events.ts.
 */
const WRITTEN_KEYS = new Set([
  'note',
  'toCandidate',
  'toCompany',
  'text',
  'comment',
  'benefits',
  'address',
  'contactPerson',
  'phone',
  'link',
  // The public register's reference care checked a licence under: it identifies the candidate.
  'reference',
]);

/** The json with every string under a WRITTEN_KEYS key replaced by ERASED (structure, ids, states and dates kept). */
export function withoutWrittenText(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutWrittenText);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, v]) => [key, WRITTEN_KEYS.has(key) && typeof v === 'string' ? ERASED : withoutWrittenText(v)]),
  );
}
