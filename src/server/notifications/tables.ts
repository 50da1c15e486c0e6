import type { Generated } from 'kysely';
import type { NullableTimestamp, Timestamp } from '../db/types.ts';

// Typed table of migration 0030_ops for text channels, added to the shared Database by module augmentation.

export type TextChannel = 'sms' | 'whatsapp';

export interface ChannelMessagesTable {
  id: Generated<number>;
  user_id: number | null;
  channel: TextChannel;
  to_address: string;
  body: string;
  kind: string;
  transport: string | null;
  created_at: Timestamp;
  sent_at: NullableTimestamp;
  attempts: Generated<number>;
  error: string | null;
}

declare module '../db/types.ts' {
  interface Database {
    channel_messages: ChannelMessagesTable;
  }
}
