/**
 * The one rule that keeps tokens out of what the server writes down (the request log, page views): a URL's path
 * segment that fills a route's token parameter, and a query parameter named like a token, become `[redacted]`.
 * Routes are learnt as they are registered (every server route, and every client route of the SPA's build), so a
 * new link such as `/api/things/:token` or `/app/things/:token/` is covered without a change here.
 */
export type TokenUrls = {
  /** A route pattern, `:name` for a parameter; those whose name says token are the secret ones. */
  addRoute(pattern: string): void;
  /** The URL (a path and query, or an absolute URL) with every token replaced by `[redacted]`. */
  redact(url: string): string;
};

export const REDACTED = '[redacted]';
// `:token`, `:resetToken`, `:unsubscribe_token`… (Fastify may add a regular expression after the name).
const TOKEN_PARAM = /^:[^(]*token/i;
// `?token=`, `?access_token=`, the event stream's `?ticket=`, and the like.
const TOKEN_QUERY = /token|ticket|secret|signature|password/i;

const ORIGIN = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i;

/** Where a token segment is, and the fixed text after its parameter in the pattern (`.ics` of `:token.ics`), kept. */
type TokenRoute = { segments: string[]; tokenAt: Map<number, string> };

// The text a pattern's segment has after its parameter's name and no regular expression: `:token.ics` → `.ics`.
const suffixOf = (part: string) => /^:[A-Za-z0-9_]+(\.[A-Za-z0-9.]+)$/.exec(part)?.[1] ?? '';

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

function redactQuery(query: string): string {
  return query
    .split('&')
    .map((pair) => {
      const at = pair.indexOf('=');
      if (at === -1) return pair;
      let name = pair.slice(0, at);
      try {
        name = decodeURIComponent(name.replace(/\+/g, ' '));
      } catch {
        // A malformed escape: judge the name as written.
      }
      return TOKEN_QUERY.test(name) ? `${pair.slice(0, at)}=${REDACTED}` : pair;
    })
    .join('&');
}

export function createTokenUrls(): TokenUrls {
  const routes = new Map<string, TokenRoute>();
  const matches = (route: TokenRoute, segments: string[]) =>
    route.segments.length === segments.length && route.segments.every((part, i) => part.startsWith(':') || part === segments[i]);
  return {
    addRoute(pattern) {
      const segments = segmentsOf(pattern);
      const tokenAt = new Map(segments.flatMap((part, i) => (TOKEN_PARAM.test(part) ? [[i, suffixOf(part)] as const] : [])));
      if (tokenAt.size) routes.set(segments.join('/'), { segments, tokenAt });
    },
    redact(url) {
      const origin = ORIGIN.exec(url)?.[0] ?? '';
      const hashAt = url.indexOf('#', origin.length);
      const hash = hashAt === -1 ? '' : url.slice(hashAt);
      const local = url.slice(origin.length, hashAt === -1 ? undefined : hashAt);
      const at = local.indexOf('?');
      const path = at === -1 ? local : local.slice(0, at);
      const query = at === -1 ? '' : `?${redactQuery(local.slice(at + 1))}`;
      const segments = segmentsOf(path);
      const route = [...routes.values()].find((r) => matches(r, segments));
      if (!route) return origin + path + query + hash;
      let index = -1;
      // Segment by segment, so empty ones (a trailing slash, a double slash) stay where they were.
      const masked = path
        .split('/')
        .map((part) => {
          const suffix = part ? route.tokenAt.get(++index) : undefined;
          if (suffix === undefined) return part;
          return suffix && part.endsWith(suffix) ? REDACTED + suffix : REDACTED;
        })
        .join('/');
      return origin + masked + query + hash;
    },
  };
}
