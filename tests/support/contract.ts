import { appendFileSync } from 'node:fs';
import type { RegisteredRoute } from '../../src/server/app.ts';

/**
 * Response-side contract check of the test suites. The server itself serialises every answer from the zod schema
 * its route declares for that status (src/server/lib/response-schemas.ts), and openapi/openapi.yaml is generated
 * from those schemas; what is left to check here is that every status a test sees is one the route declares
 * (an undeclared status is sent as is, unchecked, and the contract does not mention it).
 */

export type ContractViolation = { route: string; status: number; problem: string };

const undeclared = (route: string, status: number, declared: string[]): ContractViolation[] =>
  declared.includes(String(status)) ? [] : [{ route, status, problem: `status ${status} is not declared (declared: ${declared.join(', ')})` }];

/** '/api/processes/:id' → a regex of the URLs it serves. */
const templateRegex = (template: string) => new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/:[^/]+/g, '[^/]+')}$`);

/** For answers seen outside the app's hooks (the fuzzer's inject calls): finds the route by method and URL. */
export function statusChecker(routes: RegisteredRoute[]): { check(answer: { method: string; url: string; status: number }): ContractViolation[] } {
  const matchers = routes.map((route) => ({ route, regex: templateRegex(route.url) }));
  // Literal segments win over parameters ("/needs/new" before "/needs/:id").
  const params = (url: string) => url.split(':').length;
  matchers.sort((a, b) => params(a.route.url) - params(b.route.url));
  return {
    check({ method, url, status }) {
      const path = url.split('?')[0] ?? '';
      const hit = matchers.find((m) => m.route.method === method && m.regex.test(path))?.route;
      return hit ? undeclared(`${method} ${hit.url}`, status, hit.responds) : [];
    },
  };
}

type SentRequest = { method: string; url: string; routeOptions: { url?: string | undefined; schema?: { response?: unknown } | undefined } };
type SentReply = { statusCode: number };

/**
 * Records every /api answer whose status its route does not declare: pass `onSend` to buildApp, then `take()` (and
 * expect it empty) after each test. With CONTRACT_LOG=<file>, each one is also appended there as a JSON line.
 */
export function contractRecorder(): {
  onSend: (request: SentRequest, reply: SentReply, payload: unknown) => void;
  take: () => ContractViolation[];
} {
  let violations: ContractViolation[] = [];
  return {
    onSend(request, reply) {
      if (!request.url.startsWith('/api/') || request.method === 'HEAD' || request.method === 'OPTIONS') return;
      if (request.url.startsWith('/api/test/')) return; // NODE_ENV=test helpers, not part of the contract
      // An unknown /api path (no route) answers the one error shape from the not-found handler.
      if (!request.routeOptions.url) return;
      const declared = Object.keys((request.routeOptions.schema?.response as Record<string, unknown> | undefined) ?? {});
      const found = undeclared(`${request.method} ${request.routeOptions.url}`, reply.statusCode, declared);
      if (found.length && process.env.CONTRACT_LOG) appendFileSync(process.env.CONTRACT_LOG, found.map((v) => `${JSON.stringify(v)}\n`).join(''));
      violations.push(...found);
    },
    take() {
      const taken = violations;
      violations = [];
      return taken;
    },
  };
}
