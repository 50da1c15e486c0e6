import type {} from '@fastify/swagger';
import { z } from 'zod';

// Building blocks of a route's `schema.response`: the one error shape and described answers, so every route
// declares each status it can answer and openapi/openapi.yaml is generated from them (scripts/gen-openapi.ts).

/** One error shape for the whole API (src/server/errors.ts builds it), translated by Accept-Language. */
export const errorSchema = z
  .object({
    message: z.string(),
    errors: z.record(z.string(), z.array(z.string())).optional().describe('each field (dotted path) and its messages'),
  })
  .meta({ id: 'Error' });

/** A success message without data, e.g. `{ message: 'Saved' }`. */
export const messageSchema = z.object({ message: z.string() }).meta({ id: 'Message' });

/**
 * An instant, answered in ISO 8601 (`format: date-time`): the handler gives a Date (JSON writes it in UTC) or the
 * text SQL or a machine snapshot already holds.
 */
export const instant = z
  .custom<Date | string>((value) => value instanceof Date || typeof value === 'string')
  .meta({ type: 'string', format: 'date-time' });

const json = <T extends z.ZodType>(description: string, schema: T) => ({ description, content: { 'application/json': { schema } } });

/** A JSON answer and what it means, e.g. `200: answer('The post', needSchema)`. */
export const answer = json;

/** An answer without a body (204, sent with `.send(null)`): no content in the contract. */
export const noContent = (description: string) => z.null().describe(description);

/** An error answer that says what went wrong in this route's own words (a 409's conflict, a 400's field rule). */
export const errorAnswer = (description: string) => json(description, errorSchema);

const commonErrors = {
  400: 'Invalid input; `errors` maps each field (dotted path) to its messages.',
  401: 'Missing, unknown, expired or revoked token.',
  403: 'Signed in, but not allowed to act on this object.',
  404: 'No such resource.',
} as const;

type CommonError = keyof typeof commonErrors;

/** The usual error answers, e.g. `...errors(400, 401, 403, 404)`; a route-specific one is `409: errorAnswer('…')`. */
export function errors<const S extends CommonError>(...statuses: S[]): { [K in S]: ReturnType<typeof errorAnswer> } {
  return Object.fromEntries(statuses.map((status) => [status, errorAnswer(commonErrors[status])])) as { [K in S]: ReturnType<typeof errorAnswer> };
}

/** Every /api route may answer 429 (src/server/cluster/rate-limit.ts): buildApp adds it to each declared route. */
export const tooManyRequests = errorAnswer(
  'Rate limit reached (every /api route, per IP and minute; login and password reset have their own); Retry-After gives the seconds to wait.',
);

/** The tags of openapi/openapi.yaml: one per area of the API. */
export type ApiTag = 'platform' | 'accounts' | 'profiles' | 'nomenclatures' | 'workflow' | 'candidate' | 'company' | 'care' | 'privacy';

/** Who may call: a bearer token (the default), anyone (`security: []`), or anyone with an optional token. */
export const security: Record<'bearer' | 'none' | 'optionalBearer', Array<Record<string, string[]>>> = {
  bearer: [{ bearer: [] }],
  none: [],
  optionalBearer: [{}, { bearer: [] }],
};

/**
 * The operation's place in the contract, spread into the route's schema:
 * `schema: { ...operation('company', 'Post a need (companies)'), body, response }`; public routes pass `security.none`.
 */
export const operation = (tag: ApiTag, summary: string, who: Array<Record<string, string[]>> = security.bearer) => ({
  tags: [tag],
  summary,
  security: who,
});

/** An instant kept as text (a machine snapshot's ISO strings, or SQL that formats it): `format: date-time`. */
export const instantText = z.string().meta({ format: 'date-time' });

/** A calendar day, YYYY-MM-DD: `format: date`. */
export const calendarDay = z.string().meta({ format: 'date' });
