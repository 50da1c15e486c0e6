import type { FastifyServerOptions } from 'fastify';
import type { TokenUrls } from './token-urls.ts';

// Secrets that travel in headers and bodies: censored wherever a log line carries them (a request, its headers, an
// object logged beside a message). The request serializer below writes no header at all; this is the net under it.
const SECRET_HEADERS = ['.authorization', '.cookie', '["set-cookie"]', '["proxy-authorization"]'];
const REDACT_PATHS = [
  ...SECRET_HEADERS.flatMap((h) => [`req.headers${h}`, `headers${h}`, `*.headers${h}`]),
  '*.password',
  '*.confirm_password',
  '*.token',
  '*.authorization',
];

/** The server's logger: level, destination, and the one redaction rule for tokens in URLs (token-urls.ts). */
export function loggerOptions(level: string, tokenUrls: TokenUrls, stream?: { write(line: string): void }): FastifyServerOptions['logger'] {
  if (level === 'silent') return false;
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: {
      req: (req: { method: string; url: string; ip?: string }) => ({ method: req.method, url: tokenUrls.redact(req.url), ip: req.ip }),
    },
  };
}
