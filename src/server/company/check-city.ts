import type { Db } from '../db/create-database.ts';
import { HttpError } from '../errors.ts';
import { errors } from '../i18n/messages.ts';
import { companyErrors } from './messages.ts';

export async function checkCity(db: Db, slug: string, field = 'city'): Promise<void> {
  const city = await db.selectFrom('cities').select('slug').where('slug', '=', slug).executeTakeFirst();
  if (!city) throw new HttpError(400, errors.validation, { fields: { [field]: [{ descriptor: companyErrors.unknownReference }] } });
}
