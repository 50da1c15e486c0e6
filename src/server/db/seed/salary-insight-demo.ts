import type { Clock } from '../../clock.ts';
import { distinctCells, type PointPlace, recomputeCells } from '../../insight/cells.ts';
import { notePostChange } from '../../insight/points.ts';
import { recordPolicyConsent } from '../../privacy/policy-consent.ts';
import { DAY_POST_TERMS } from '../../workflow/needs.ts';
import type { Db } from '../create-database.ts';

type Market = { jobTitle: string; city: string; employers: number; extraPostsOfFirst?: number; base: number };

/**
 * Cells that pass and fail the insight's thresholds, so a newcomer sees each case: nurses in Cluj-Napoca (12
 * employers: median, quartiles and tails), nurses elsewhere in Cluj county (2 employers: the city falls back to the
 * county), specialist doctors in Iași (4 employers: nothing), and nurses in Timișoara, where one employer holds over
 * a quarter of the posts (suppressed).
 */
const MARKETS: Market[] = [
  { jobTitle: 'asistent-medical-generalist', city: 'cluj-napoca', employers: 12, base: 5200 },
  { jobTitle: 'asistent-medical-generalist', city: 'turda', employers: 2, base: 4800 },
  { jobTitle: 'medic-specialist', city: 'iasi', employers: 4, base: 14000 },
  { jobTitle: 'asistent-medical-generalist', city: 'timisoara', employers: 6, extraPostsOfFirst: 3, base: 5000 },
];

/** Demo employers and their posts for the salary insight; skipped when they exist already. */
export async function seedSalaryInsightDemo(db: Db, clock: Clock, passwordHash: string): Promise<void> {
  const now = clock.now();
  const touched: PointPlace[] = [];
  await db.transaction().execute(async (trx) => {
    for (const [m, market] of MARKETS.entries()) {
      for (let e = 0; e < market.employers; e++) {
        const email = `piata-${m + 1}-${e + 1}@demo.medilink.ro`;
        const user = await trx
          .insertInto('users')
          .values({ email, role: 'company', password_hash: passwordHash, created_at: now, updated_at: now })
          .onConflict((oc) => oc.column('email').doNothing())
          .returning('id')
          .executeTakeFirst();
        if (!user) continue;
        await recordPolicyConsent(trx, user.id, now);
        const name = `Clinica Demo ${m + 1}.${e + 1}`;
        await trx
          .insertInto('companies')
          .values({
            user_id: user.id,
            name,
            contact_name: 'Maria Ionescu',
            phone: '+40700000900',
            city: market.city,
            created_at: now,
            updated_at: now,
          })
          .execute();
        const posts = e === 0 ? 1 + (market.extraPostsOfFirst ?? 0) : 1;
        for (let p = 0; p < posts; p++) {
          const min = market.base + e * 150 + p * 100;
          const need = await trx
            .insertInto('needs')
            .values({
              company_id: user.id,
              job_title: market.jobTitle,
              city: market.city,
              work_type: 'full_time',
              // Every post states its terms (a range counts in the insight only then, as gross pay).
              ...DAY_POST_TERMS,
              shift_pattern: p % 2 ? '12h' : 'day',
              salary_min: min,
              salary_max: min + 1000,
              archived: true,
              archived_at: now,
              archive_reason: 'position-filled',
              created_at: now,
              updated_at: now,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          await notePostChange(trx, need.id, now);
        }
      }
    }
    touched.push(...(await trx.selectFrom('salary_points').select(['job_title', 'specialty', 'city', 'county_code']).execute()));
  });
  // The demo starts with its cells computed: nobody waits for the worker's first minute.
  await recomputeCells(db, distinctCells(touched), now);
}
