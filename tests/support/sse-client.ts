/** One Server-Sent Event as a client sees it: the id line (if any), the JSON data, the retry hint (if any). */
export type SseEvent = { id?: number; data: Record<string, unknown> & { type: string }; retry?: number };

export type SseStream = {
  readonly events: SseEvent[];
  /** Resolves with the first event (already received or coming) that satisfies `match`. */
  waitFor(match: (e: SseEvent) => boolean, timeoutMs?: number): Promise<SseEvent>;
  /** Resolves when the server ends the stream. */
  readonly ended: Promise<void>;
  close(): void;
};

/** A minimal EventSource for Node suites (fetch + a line parser): it can send headers and does not reconnect. */
export async function openSse(url: string, headers: Record<string, string> = {}): Promise<SseStream> {
  const abort = new AbortController();
  const res = await fetch(url, { headers: { accept: 'text/event-stream', ...headers }, signal: abort.signal });
  if (res.status !== 200 || !res.body) throw new Error(`stream answered ${res.status}: ${await res.text()}`);
  const events: SseEvent[] = [];
  const waiters = new Set<() => void>();
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let finished = false;
  const ended = (async () => {
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const event: Partial<SseEvent> = {};
          for (const line of block.split('\n')) {
            if (line.startsWith('id: ')) event.id = Number(line.slice(4));
            else if (line.startsWith('data: ')) event.data = JSON.parse(line.slice(6)) as SseEvent['data'];
            else if (line.startsWith('retry: ')) event.retry = Number(line.slice(7));
          }
          if (event.data) events.push(event as SseEvent);
          else if (event.retry !== undefined) events.push({ data: { type: 'retry' }, retry: event.retry });
          for (const wake of waiters) wake();
        }
      }
    } catch {
      // Aborted by close(), or the connection died (an instance killed): the stream has ended either way.
    } finally {
      finished = true;
      for (const wake of waiters) wake();
    }
  })();
  return {
    events,
    ended,
    close: () => abort.abort(),
    waitFor(match, timeoutMs = 5_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const hit = events.find(match);
          if (hit) return done(() => resolve(hit));
          if (finished) done(() => reject(new Error(`stream ended without the event; got ${JSON.stringify(events)}`)));
        };
        const timer = setTimeout(
          () => done(() => reject(new Error(`no matching event in ${timeoutMs} ms; got ${JSON.stringify(events)}`))),
          timeoutMs,
        );
        const done = (then: () => void) => {
          clearTimeout(timer);
          waiters.delete(check);
          then();
        };
        waiters.add(check);
        check();
      });
    },
  };
}

/** A stream that reconnects after it ends (an instance died or drained), resuming from the last event id seen. */
export function followSse(url: string, headers: Record<string, string>) {
  const events: SseEvent[] = [];
  let reconnects = 0;
  let stopped = false;
  let current: SseStream | undefined;
  const lastId = () => [...events].reverse().find((e) => e.id !== undefined)?.id;
  const loop = (async () => {
    while (!stopped) {
      const resume = lastId();
      try {
        current = await openSse(url, { ...headers, ...(resume !== undefined ? { 'last-event-id': String(resume) } : {}) });
      } catch {
        await new Promise((r) => setTimeout(r, 200));
        continue;
      }
      const stream = current;
      let seen = 0;
      const copy = setInterval(() => {
        while (seen < stream.events.length) events.push(stream.events[seen++]!);
      }, 20);
      await stream.ended;
      clearInterval(copy);
      while (seen < stream.events.length) events.push(stream.events[seen++]!);
      if (!stopped) {
        reconnects += 1;
        await new Promise((r) => setTimeout(r, 100));
      }
    }
  })();
  return {
    events,
    get reconnects() {
      return reconnects;
    },
    async stop() {
      stopped = true;
      current?.close();
      await loop;
    },
  };
}
