import type { QueryKey } from '@tanstack/react-query';

/** What GET /api/stream sends: a type and ids, never personal data (see openapi.yaml /stream). */
export type LiveEvent = {
  type: string;
  processId?: number;
  version?: number;
  /** The machine event that changed the process, e.g. company.proposeInterview. */
  event?: string;
  /** The role that sent it (`system`: the server's own jobs or an account's erasure). */
  by?: 'candidate' | 'company' | 'care' | 'system';
  notificationId?: number;
};

/** The react-query keys an event makes stale: the process itself and the lists that show it, nothing else. */
export function queriesAffectedBy(event: LiveEvent): QueryKey[] {
  switch (event.type) {
    case 'process.changed':
      return [
        ['process', event.processId],
        ['processes', event.processId],
        ['offers'],
        ['interviews'],
        ['company', 'dashboard'],
        ['company', 'events'],
        ['company', 'interviews'],
        ['needs'],
        ['care'],
      ];
    case 'care.queue':
      return [['care']];
    case 'notification.new':
      return [['notifications']];
    default:
      return [];
  }
}
