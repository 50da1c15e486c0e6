import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { mailDirFor } from './servers';

/** Quoted-printable soft breaks and escapes (nodemailer's default for text parts). */
function decodeQuotedPrintable(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/**
 * Waits for a message that the server at `baseURL` sent to `address` whose decoded text matches `matching` (an
 * account may also get other mail, e.g. a welcome message) and returns that text.
 */
export async function waitForMail(baseURL: string, address: string, matching: RegExp = /./): Promise<string> {
  const port = Number(new URL(baseURL).port);
  let found = '';
  await expect
    .poll(
      () => {
        const dir = mailDirFor(port);
        let files: string[] = [];
        try {
          files = readdirSync(dir).sort();
        } catch {
          return false;
        }
        for (const file of files.reverse()) {
          const mail = JSON.parse(readFileSync(join(dir, file), 'utf8')) as { to: string[]; raw: string };
          const text = decodeQuotedPrintable(mail.raw);
          if (mail.to.includes(address) && matching.test(text)) {
            found = text;
            return true;
          }
        }
        return false;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found;
}
