import type { FastifyInstance } from 'fastify';
import { HttpError } from '../errors.ts';
import { errors } from '../i18n/messages.ts';

/**
 * How deep a JSON body may nest lists and objects. The contract's deepest body has 4 levels (an availability list of
 * objects, a profile's experience entries); the bound is far above that and far below what a recursive walk over the
 * parsed value (the NUL check, zod, JSON.stringify) can take.
 */
export const MAX_JSON_DEPTH = 32;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;

/**
 * Whether JSON text nests lists and objects deeper than `max`: one pass over its characters, no recursion and no
 * parse, so a hostile body costs its length and nothing more. Brackets inside strings are text. Text that is not
 * JSON may be counted wrong; the parser refuses it right after.
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) inString = true;
    else if (c === OPEN_BRACKET || c === OPEN_BRACE) {
      if (++depth > max) return true;
    } else if (c === CLOSE_BRACKET || c === CLOSE_BRACE) depth--;
  }
  return false;
}

/**
 * Fastify's own JSON parser (with its prototype-poisoning checks), behind the depth bound: a body nested deeper than
 * MAX_JSON_DEPTH is the caller's translated 400 before anything parses or walks it, on every route that reads JSON.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
      done(new HttpError(400, errors.jsonTooDeep, { values: { max: MAX_JSON_DEPTH } }), undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
