import { sql, type Transaction } from 'kysely';
import type { HiringContext } from '../../../machines/index.ts';
import type { Database } from '../db/types.ts';
import { isRecord } from '../../../machines/narrow.ts';

/** What replaces a field a person wrote once it is erased (the field stays, so the data keeps its shape). */
export const ERASED = '[erased]';

/** A party of a process: the side an erasure is of. */
export type Side = 'candidate' | 'company';

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
  if (!isRecord(value)) return value;
  return withoutWrittenTextIn(value);
}

function withoutWrittenTextIn(record: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(record).map(([key, v]) => [key, WRITTEN_KEYS.has(key) && typeof v === 'string' ? ERASED : withoutWrittenText(v)]),
  );
}

/**
 * The parts of the hiring context a side fills with its own words (machines/hiring-actions.ts): the
 * company's invitation (recordInvitation: address and contact person, phone or link), its trial note (recordTrial)
 * and its final offer (recordFinalOffer: the benefits). The candidate's words reach the context only as the closing
 * text of an ending she sent, like the company's (archive: `closing.text`, with `closing.by`), and as her reply to
 * a company's refusal (recordReply: `closing.reply`, in the company's closing). The rest of the context is ids,
 * instants, states and choices from lists.
 */
const CONTEXT_WRITTEN_BY: Record<Side, ReadonlyArray<'interview' | 'trial' | 'finalOffer'>> = {
  company: ['interview', 'trial', 'finalOffer'],
  candidate: [],
};

/**
 * The context with the words `side` wrote erased, and everything else (the other side's words too) as it was. Care's
 * words in the closing (the text of an offer care ended) go whichever side leaves, as care's words do in its events.
 */
export function contextWithoutWordsOf(context: HiringContext, side: Side): HiringContext {
  const own = Object.fromEntries(CONTEXT_WRITTEN_BY[side].map((key) => [key, withoutWrittenText(context[key])]));
  const by = context.closing?.by;
  const closing = by === side || by === 'care' ? (withoutWrittenText(context.closing) as HiringContext['closing']) : context.closing;
  // Her reply sits in the company's closing: it goes with her, and stays when the company leaves.
  const reply = closing?.reply !== undefined && side === 'candidate' ? { reply: ERASED } : {};
  return { ...context, ...own, closing: closing && { ...closing, ...reply } };
}

/**
 * A care event's payload once `side` is erased: care's words (its note and its words to either side) are about the
 * two parties' dealings in this process, so they go whichever side leaves; the register reference of a licence
 * check identifies the candidate only, so it goes with her.
 */
export function careWordsWithout(payload: unknown, side: Side): unknown {
  if (!isRecord(payload)) return payload;
  const { licence, ...words } = payload;
  const kept = withoutWrittenTextIn(words);
  return licence === undefined ? kept : { ...kept, licence: side === 'candidate' ? withoutWrittenText(licence) : licence };
}

/** A mail's content once erased: the row stays as its delivery record (to whom, which kind, when, sent or not). */
export const ERASED_MAIL_CONTENT = { subject: ERASED, text_body: ERASED, html_body: ERASED, attachments: '[]' } as const;

/** Care's follow-ups on these processes lose their words: care's note and the reopen request's reason (a party's). */
export async function eraseFollowUpWords(trx: Transaction<Database>, processIds: readonly number[]): Promise<void> {
  if (!processIds.length) return;
  await trx
    .updateTable('care_flags')
    .set((eb) => ({
      note: eb.case().when('note', 'is not', null).then(ERASED).else(null).end(),
      reason: eb.case().when('reason', 'is not', null).then(ERASED).else(null).end(),
    }))
    .where('process_id', 'in', processIds)
    .where((eb) => eb.or([eb('note', 'is not', null), eb('reason', 'is not', null)]))
    .execute();
}
