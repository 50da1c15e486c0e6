import { z } from 'zod';
import type { Db } from '../db/create-database.ts';
import { HttpError, forbidden, notFound } from '../errors.ts';
import type { Auth } from '../fastify-types.ts';
import { assertCan, can, postAccess } from '../company/team-access.ts';
import { memberLabel } from '../workflow/process-view.ts';
import { instant } from '../lib/response-schemas.ts';
import { noteErrors } from './messages.ts';

/** The longest note: a few paragraphs of impressions, not a document. */
export const NOTE_MAX_LENGTH = 2000;

export const noteInputSchema = z.strictObject({ text: z.string().trim().min(1).max(NOTE_MAX_LENGTH) });

export const noteSchema = z
  .object({
    id: z.number().int(),
    text: z.string(),
    author: z.object({
      id: z.number().int(),
      name: z.string().nullable().describe('"Dr. Ana Pop, Clinica Armonia", as the process history names a member; null once erased'),
    }),
    at: instant,
  })
  .meta({ id: 'ProcessNote' });

export const notesSchema = z
  .object({
    can_add: z.boolean().describe('whether the caller may add a note now (the team rule, and the candidate’s data still held)'),
    notes: z.array(noteSchema).describe('newest first'),
  })
  .meta({ id: 'ProcessNotes' });

type Note = z.infer<typeof noteSchema>;

/** The process as the notes need it, with whether its candidate's personal data is gone (retention or her erasure). */
async function processOf(db: Db, id: number) {
  return db
    .selectFrom('processes as p')
    .innerJoin('users as u', 'u.id', 'p.candidate_id')
    .innerJoin('companies as co', 'co.user_id', 'p.company_id')
    .select(['p.id', 'p.need_id', 'p.company_id', 'co.name as company_name'])
    .select((eb) => eb.or([eb('p.personal_data_removed_at', 'is not', null), eb('u.erased_at', 'is not', null)]).as('data_removed'))
    .where('p.id', '=', id)
    .executeTakeFirst();
}

/**
 * Who may do what with a process's notes: a member as the team rule says (read: whoever may read the post; write:
 * `process.note`), customer care reads them (support), a candidate never (the route refuses her). 404 for a process
 * the member may not read, as a missing one.
 */
async function access(db: Db, auth: Auth, id: number, action: 'read' | 'process.note') {
  const process = await processOf(db, id);
  if (!process) throw notFound();
  if (auth.role === 'care') {
    if (action !== 'read') throw forbidden();
    return { process, mayWrite: false };
  }
  const post = await postAccess(db, auth, process.need_id);
  if (!post) throw notFound();
  assertCan(auth, action, post);
  return { process, mayWrite: can(auth.member!, 'process.note', post) && !process.data_removed };
}

const noteRows = (db: Db) =>
  db
    .selectFrom('process_notes as n')
    .leftJoin('company_members as m', 'm.user_id', 'n.author_id')
    .select(['n.id', 'n.text', 'n.author_id', 'n.created_at', 'm.full_name']);

const noteOf = (row: { id: number; text: string; author_id: number; created_at: Date; full_name: string | null }, companyName: string): Note => ({
  id: row.id,
  text: row.text,
  author: { id: row.author_id, name: memberLabel(row.full_name, companyName) },
  at: row.created_at,
});

/** GET /api/processes/{id}/notes. */
export async function listNotes(db: Db, auth: Auth, processId: number) {
  const { process, mayWrite } = await access(db, auth, processId, 'read');
  const rows = await noteRows(db).where('n.process_id', '=', processId).orderBy('n.created_at', 'desc').orderBy('n.id', 'desc').execute();
  return { can_add: mayWrite, notes: rows.map((row) => noteOf(row, process.company_name)) };
}

/** POST /api/processes/{id}/notes: the note, written at the injected clock's now by the caller. */
export async function addNote(db: Db, auth: Auth, processId: number, input: z.output<typeof noteInputSchema>, now: Date): Promise<Note> {
  const { process } = await access(db, auth, processId, 'process.note');
  // Her data is gone (retention, or her erasure): a new note would bring it back.
  if (process.data_removed) throw new HttpError(409, noteErrors.closed);
  const { id } = await db
    .insertInto('process_notes')
    .values({ process_id: process.id, company_id: process.company_id, author_id: auth.userId, text: input.text, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const row = await noteRows(db).where('n.id', '=', id).executeTakeFirstOrThrow();
  return noteOf(row, process.company_name);
}
