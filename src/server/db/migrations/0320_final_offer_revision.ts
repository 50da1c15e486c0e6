import { type Kysely, sql } from 'kysely';

// The hiring machine's version 3 (machines/hiring.machine.ts): a sent final offer holds the `revision` of its terms (1
// as sent, one more per correction), and the candidate's answer names it. Every stored offer is the one first sent.
// updated_at stays: the deadline jobs count from it.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    update processes
    set snapshot = case
          when jsonb_typeof(snapshot #> '{context,finalOffer}') = 'object' then jsonb_set(snapshot, '{context,finalOffer,revision}', '1')
          else snapshot
        end,
        machine_version = 3
    where machine_version < 3`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    update processes
    set snapshot = snapshot #- '{context,finalOffer,revision}', machine_version = 2
    where machine_version = 3`.execute(db);
}
