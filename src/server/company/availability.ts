import { z } from 'zod';
import type { Db } from '../db/create-database.ts';
import { HttpError } from '../errors.ts';
import type { Auth } from '../fastify-types.ts';
import { errors } from '../i18n/messages.ts';
import { companyErrors } from './messages.ts';
import { companyIdOf } from '../auth/plugin.ts';

// The company's weekly availability for interviews: intervals per weekday (0 = Monday … 4 = Friday), local time.
// Interviews take place on working days only (docs/workflow.md), so Saturday and Sunday cannot be listed.

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, { error: errors.invalidValue.id });
const toMinutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const toTime = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

export const availabilityInputSchema = z.strictObject({
  items: z.array(z.strictObject({ weekday: z.number().int().min(0).max(4), start: time, end: time })).max(50),
});
export type AvailabilityInput = z.output<typeof availabilityInputSchema>;

export async function getAvailability(db: Db, auth: Auth) {
  const rows = await db
    .selectFrom('company_availability')
    .selectAll()
    .where('company_id', '=', companyIdOf(auth))
    .orderBy('weekday')
    .orderBy('start_minute')
    .execute();
  return { data: rows.map((r) => ({ weekday: r.weekday, start: toTime(r.start_minute), end: toTime(r.end_minute) })) };
}

/** Replaces the whole week in one transaction; an interval must end after it starts and not overlap its day. */
export async function putAvailability(db: Db, auth: Auth, input: AvailabilityInput) {
  const items = input.items.map((i) => ({ weekday: i.weekday, start: toMinutes(i.start), end: toMinutes(i.end) }));
  items.forEach((item, index) => {
    if (item.end <= item.start) {
      throw new HttpError(400, errors.validation, { fields: { [`items.${index}.end`]: [{ descriptor: companyErrors.endBeforeStart }] } });
    }
    const overlap = items.findIndex((o, j) => j < index && o.weekday === item.weekday && o.start < item.end && item.start < o.end);
    if (overlap >= 0) {
      throw new HttpError(400, errors.validation, { fields: { [`items.${index}.start`]: [{ descriptor: companyErrors.availabilityOverlap }] } });
    }
  });
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('company_availability').where('company_id', '=', companyIdOf(auth)).execute();
    if (items.length) {
      await trx
        .insertInto('company_availability')
        .values(items.map((i) => ({ company_id: companyIdOf(auth), weekday: i.weekday, start_minute: i.start, end_minute: i.end })))
        .execute();
    }
  });
  return getAvailability(db, auth);
}
