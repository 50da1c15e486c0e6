import type { Kysely } from 'kysely';
import type { Database, NotificationSettingsValue } from '../db/types.ts';
import type { Auth } from '../fastify-types.ts';
import { settingsOrDefault } from './settings.ts';

/** The caller's saved settings, or what they get until they choose (which, for a candidate, her profile's channels decide). */
export async function settingsOf(db: Kysely<Database>, auth: Auth): Promise<NotificationSettingsValue> {
  const row = await db
    .selectFrom('users as u')
    .leftJoin('notification_settings as ns', 'ns.user_id', 'u.id')
    .leftJoin('candidates as c', 'c.user_id', 'u.id')
    .select(['ns.settings', 'c.notification_preferences'])
    .where('u.id', '=', auth.userId)
    .executeTakeFirst();
  return settingsOrDefault(row?.settings, auth.role === 'company' ? 'company' : 'candidate', row?.notification_preferences ?? []);
}

export async function saveSettings(db: Kysely<Database>, userId: number, settings: NotificationSettingsValue, now: Date): Promise<void> {
  const values = { user_id: userId, settings: JSON.stringify(settings), updated_at: now };
  await db
    .insertInto('notification_settings')
    .values(values)
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ settings: values.settings, updated_at: now }))
    .execute();
}
