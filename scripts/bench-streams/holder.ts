/**
 * One stream-holding process of `npm run bench:streams` (a browser's share of tabs): opens an authenticated event
 * stream per token it is sent (POST /api/stream/tickets with the bearer token, then GET /api/stream?ticket=, as the
 * SPA does), over node:http with keep-alive agents, and notes when each process.changed frame arrives
 * (process.hrtime, the machine's monotonic clock, which the bench's own process reads too). The streams of a
 * machine are split over several such processes: each has its own file-descriptor limit (`ulimit -n`).
 */
import { Agent, request } from 'node:http';

type Start = { kind: 'open'; url: string; tokens: string[]; concurrency: number };
type Arrival = [processId: number, version: number, at: number];

const arrivals: Arrival[] = [];
let open = 0;
/** Streams that were open and then ended (the server closed them or the connection died). */
let dropped = 0;
const failures = new Map<string, number>();
const fail = (why: string) => failures.set(why, (failures.get(why) ?? 0) + 1);
// One agent for the ticket requests (kept alive, a few sockets) and none for the streams: each stream is a socket of
// its own for good, as a browser tab's EventSource over HTTP/1.1.
const tickets = new Agent({ keepAlive: true, maxSockets: 16 });
const nowMs = () => Number(process.hrtime.bigint()) / 1e6;

function ticketOf(url: string, token: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = request(`${url}/api/stream/tickets`, { method: 'POST', agent: tickets, headers: { authorization: `Bearer ${token}` } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () =>
        res.statusCode === 201 ? resolve((JSON.parse(body) as { ticket: string }).ticket) : reject(new Error(`ticket ${res.statusCode}`)),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

/** Resolves once the stream said stream.ready; afterwards notes every process.changed frame until the stream ends. */
function openStream(url: string, ticket: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = request(`${url}/api/stream?ticket=${ticket}`, { agent: false, headers: { accept: 'text/event-stream' } }, (res) => {
      if (res.statusCode !== 200) {
        res.resume();
        return reject(new Error(`stream ${res.statusCode}`));
      }
      let buffer = '';
      let ready = false;
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        for (let cut = buffer.indexOf('\n\n'); cut >= 0; cut = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const data = block.split('\n').find((line) => line.startsWith('data: '));
          if (!data) continue;
          const event = JSON.parse(data.slice(6)) as { type: string; processId?: number; version?: number };
          if (event.type === 'process.changed') arrivals.push([event.processId!, event.version!, nowMs()]);
          else if (event.type === 'stream.ready' && !ready) {
            ready = true;
            resolve();
          }
        }
      });
      res.on('close', () => {
        if (ready) dropped += 1;
        else reject(new Error('stream ended before ready'));
      });
    });
    req.on('error', reject);
    req.end();
  });
}

async function openAll({ url, tokens, concurrency }: Start): Promise<void> {
  const queue = [...tokens];
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let token = queue.shift(); token; token = queue.shift()) {
        try {
          await openStream(url, await ticketOf(url, token));
          open += 1;
        } catch (err) {
          fail((err as NodeJS.ErrnoException).code ?? (err as Error).message);
        }
      }
    }),
  );
}

process.on('message', (message: Start | { kind: 'report' }) => {
  if (message.kind === 'open') void openAll(message).then(() => process.send!({ kind: 'opened', open, failures: Object.fromEntries(failures) }));
  else {
    process.send!({ kind: 'report', open, dropped, failures: Object.fromEntries(failures), arrivals });
    arrivals.length = 0;
  }
});
