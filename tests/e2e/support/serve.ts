// Starts the real server for the browser suites: a fresh PGlite data directory, a real SMTP listener
// that writes every received message to MAIL_DIR (so a test can read the mail the server really sent),
// then the server entry itself. Env in: PORT, MAIL_DIR, optional RECRUITER_APP_URL.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

const port = Number(process.env.PORT);
const mailDir = process.env.MAIL_DIR;
if (!port || !mailDir) throw new Error('serve.ts needs PORT and MAIL_DIR');
// A fresh mailbox per run (a run on another port has its own).
rmSync(mailDir, { recursive: true, force: true });
mkdirSync(mailDir, { recursive: true });

let received = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      const to = session.envelope.rcptTo.map((rcpt) => rcpt.address);
      received += 1;
      mkdirSync(mailDir, { recursive: true });
      writeFileSync(join(mailDir, `${String(received).padStart(6, '0')}.json`), JSON.stringify({ to, raw: Buffer.concat(chunks).toString('utf8') }));
      callback();
    });
  },
});
await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
const address = smtp.server.address();
if (!address || typeof address === 'string') throw new Error('SMTP listener has no port');

const dataDir = mkdtempSync(join(tmpdir(), 'medilink-e2e-data-'));
// Playwright stops the server with SIGTERM; the server's handler exits, and the throwaway database goes with it.
process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
process.env.DATA_DIR = dataDir;
process.env.SMTP_URL = `smtp://127.0.0.1:${address.port}`;
process.env.PUBLIC_URL = `http://localhost:${port}`;
process.env.NODE_ENV = 'test';
process.env.HOST = '127.0.0.1';
process.env.LOG_LEVEL ??= 'warn';
// The suites navigate much faster than a person; the login failure limit stays on.
process.env.RATE_LIMIT_PER_MINUTE ??= '0';
// A care phone, so the screens that send people to care show both ways to reach it.
process.env.CARE_PHONE ??= '+40 21 300 1234';

await import('../../../src/server/main.ts');
