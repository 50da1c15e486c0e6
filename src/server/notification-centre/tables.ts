import type { Generated } from 'kysely';
import type { NullableTimestamp, Timestamp } from '../db/types.ts';

// Typed table of migration 0152_notification_centre, added to the shared Database by module augmentation.
export interface NotificationsTable {
  id: Generated<number>;
  user_id: number;
  kind: string;
  title: string;
  body: string;
  /** An SPA path (/offers/12), not a URL: the bell links inside the app. */
  link: string;
  created_at: Timestamp;
  read_at: NullableTimestamp;
}

declare module '../db/types.ts' {
  interface Database {
    notifications: NotificationsTable;
  }
}
