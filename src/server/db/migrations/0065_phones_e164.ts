import { type Kysely, sql } from 'kysely';
import { toE164 } from '../../../../machines/phone.ts';

// Phone numbers were stored as each form's own regex let them through ('0722 111 222', '0722123456', '+40...').
// Since machines/phone.ts every entry point stores E.164; this brings the older rows to the same form where the
// number parses, and leaves the rest as typed (care can still read and correct them).

const TABLES = [
  { table: 'candidates', key: 'user_id' },
  { table: 'companies', key: 'user_id' },
  { table: 'care_agents', key: 'user_id' },
  { table: 'recommendations', key: 'id' },
] as const;

const CHUNK = 1000;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const { table, key } of TABLES) {
    const { rows } = await sql<{ id: number; phone: string }>`select ${sql.ref(key)} as id, phone from ${sql.table(table)}`.execute(db);
    const changed = rows.flatMap(({ id, phone }) => {
      const e164 = toE164(phone);
      return e164 && e164 !== phone ? [{ id, phone: e164 }] : [];
    });
    for (let i = 0; i < changed.length; i += CHUNK) {
      const values = sql.join(changed.slice(i, i + CHUNK).map((r) => sql`(${r.id}::integer, ${r.phone}::text)`));
      await sql`update ${sql.table(table)} as t set phone = v.phone from (values ${values}) as v(id, phone) where t.${sql.ref(key)} = v.id`.execute(
        db,
      );
    }
  }
}

// The typed forms are not kept; E.164 is a valid value for every reader, so there is nothing to undo.
export async function down(): Promise<void> {}
