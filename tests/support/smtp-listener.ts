import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { to: string[]; raw: string };

/** A real SMTP server on a free local port that keeps every message it accepts, for suites to count and read. */
export async function startSmtpListener(): Promise<{ url: string; received: ReceivedMail[]; close: () => Promise<void> }> {
  const received: ReceivedMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  // A client's connection errors come here (without a listener they would throw in the suite): an instance killed
  // mid-delivery (the cluster suite's kill -9) resets its connection, which is its end, not the listener's.
  smtp.on('error', (err: NodeJS.ErrnoException) => {
    if (err.code !== 'ECONNRESET') console.error('smtp listener:', err);
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const port = (smtp.server.address() as { port: number }).port;
  return { url: `smtp://127.0.0.1:${port}`, received, close: () => new Promise<void>((resolve) => smtp.close(() => resolve())) };
}

/** The Subject header of a raw message (ASCII subjects, as the suites send). */
export const subjectOf = (raw: string): string => /^Subject: (.*)$/m.exec(raw)?.[1] ?? '';
