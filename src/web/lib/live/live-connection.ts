import type { LiveEvent } from './live-event';

export type LiveConnectionOptions = {
  /** A fresh single-use ticket (POST /api/stream/tickets): EventSource cannot send the bearer token. */
  ticket: () => Promise<string>;
  onEvent: (event: LiveEvent) => void;
  url?: string;
};

const RETRY_MS = 2_000;
const RETRY_AFTER_FAILURE_MS = 5_000;

/**
 * Keeps one event stream open: each (re)connection takes a new ticket and passes the last event id seen, so the
 * server replays what was missed. The browser's own reconnect would reuse a spent ticket, so we do it ourselves.
 * Returns the function that closes it for good.
 */
export function openLiveConnection({ ticket, onEvent, url = '/api/stream' }: LiveConnectionOptions): () => void {
  let source: EventSource | undefined;
  let lastEventId = '';
  let timer: ReturnType<typeof setTimeout> | undefined;
  let closed = false;

  const reconnect = (ms: number) => {
    source?.close();
    source = undefined;
    clearTimeout(timer);
    // Jitter: after an instance goes away, its browsers do not all come back in the same millisecond.
    if (!closed) timer = setTimeout(() => void connect(), ms + Math.random() * 250);
  };

  async function connect() {
    let pass: string;
    try {
      pass = await ticket();
    } catch {
      return reconnect(RETRY_AFTER_FAILURE_MS);
    }
    if (closed) return;
    const query = new URLSearchParams({ ticket: pass, ...(lastEventId ? { lastEventId } : {}) });
    source = new EventSource(`${url}?${query}`);
    source.onmessage = (message) => {
      if (message.lastEventId) lastEventId = message.lastEventId;
      const event = JSON.parse(message.data) as LiveEvent;
      if (event.type === 'stream.reconnect') return reconnect(500);
      // Signed out elsewhere (or the password changed): asking for a new ticket now meets the 401 that signs this tab out.
      if (event.type === 'session.ended') return reconnect(0);
      onEvent(event);
    };
    source.onerror = () => reconnect(RETRY_MS);
  }

  void connect();
  return () => {
    closed = true;
    clearTimeout(timer);
    source?.close();
  };
}
