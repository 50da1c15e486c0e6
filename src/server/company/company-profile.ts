import { z } from 'zod';
import { phoneField } from '../accounts/fields.ts';
import type { Db } from '../db/create-database.ts';
import { notFound } from '../errors.ts';
import type { Auth } from '../fastify-types.ts';
import { checkCity } from './check-city.ts';
import { companyIdOf } from '../auth/plugin.ts';

// /profile for companies: company data, contact person, credits (read-only: bought through customer care).

const optional = (max: number) => z.string().trim().max(max).nullable().optional();

export const companyProfileInputSchema = z.strictObject({
  name: z.string().trim().min(1).max(200),
  contact_name: z.string().trim().min(1).max(120),
  phone: phoneField,
  city: optional(100),
  address: optional(300),
  about: optional(4000),
});

export async function getCompanyProfile(db: Db, auth: Auth) {
  const row = await db
    .selectFrom('companies as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .leftJoin('cities as city', 'city.slug', 'c.city')
    .select([
      'c.user_id as id',
      'u.email',
      'c.name',
      'c.contact_name',
      'c.phone',
      'c.city',
      'city.name as city_name',
      'c.address',
      'c.about',
      'c.kind',
      'c.credits',
    ])
    .where('c.user_id', '=', companyIdOf(auth))
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

export async function updateCompanyProfile(db: Db, auth: Auth, input: z.output<typeof companyProfileInputSchema>, now: Date) {
  if (input.city) await checkCity(db, input.city);
  await db
    .updateTable('companies')
    .set({
      name: input.name,
      contact_name: input.contact_name,
      phone: input.phone,
      city: input.city || null,
      address: input.address || null,
      about: input.about || null,
      updated_at: now,
    })
    .where('user_id', '=', companyIdOf(auth))
    .execute();
  return getCompanyProfile(db, auth);
}
