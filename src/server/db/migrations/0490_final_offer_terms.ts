import { type Kysely, sql } from 'kysely';

// The hiring machine's version 4 (machines/hiring.machine.ts): a final offer states the Labour Code's terms and keeps
// the terms its post advertised when it was sent (machines/final-offer.ts). An offer stored before keeps its few
// terms, which the screens and mails show as they are, and holds `advertised: null`: what its post said then is not
// known, so nothing is shown as changed from it. updated_at stays: the deadline jobs count from it.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    update processes
    set snapshot = case
          when jsonb_typeof(snapshot #> '{context,finalOffer}') = 'object' then jsonb_set(snapshot, '{context,finalOffer,advertised}', 'null')
          else snapshot
        end,
        machine_version = 4
    where machine_version < 4`.execute(db);
}

// Back to version 3 for the offers it can read: an offer sent with the new terms keeps them (version 3 ignores them).
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    update processes
    set snapshot = snapshot #- '{context,finalOffer,advertised}', machine_version = 3
    where machine_version = 4`.execute(db);
}
