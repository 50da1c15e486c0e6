import type { MessageDescriptor } from '@lingui/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { errors } from './i18n/messages.ts';
import { isRecord } from '../../machines/narrow.ts';
import { type Locale, translate } from './i18n/i18n.ts';
import { sharedValidationKeys } from './i18n/validation-keys.ts';

// One error shape for the whole API: { message, errors?: { field: [text] } }, translated per request.
export type ErrorBody = { message: string; errors?: Record<string, string[]> };

type Message = { descriptor: MessageDescriptor; values?: Record<string, unknown> };
export type FieldMessages = Record<string, Message[]>;

/** Throw from routes and services; the error handler translates it for the caller. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly descriptor: MessageDescriptor;
  readonly values: Record<string, unknown> | undefined;
  readonly fields: FieldMessages | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(
    statusCode: number,
    descriptor: MessageDescriptor,
    options: { values?: Record<string, unknown>; fields?: FieldMessages; headers?: Record<string, string> } = {},
  ) {
    super(descriptor.message ?? descriptor.id);
    this.statusCode = statusCode;
    this.descriptor = descriptor;
    this.values = options.values;
    this.fields = options.fields;
    this.headers = options.headers;
  }
}

/** 400 with field errors, e.g. fieldError('email', errors.emailTaken). */
export function fieldError(field: string, descriptor: MessageDescriptor, values?: Record<string, unknown>): HttpError {
  return new HttpError(400, errors.validation, { fields: { [field]: [{ descriptor, ...(values ? { values } : {}) }] } });
}

export const unauthorized = () => new HttpError(401, errors.unauthorized);
export const forbidden = () => new HttpError(403, errors.forbidden);
export const notFound = () => new HttpError(404, errors.notFound);

const byId = new Map<string, MessageDescriptor>(Object.values(errors).map((d) => [d.id, d]));

/** Zod issue → our message. Schemas may name a message id (`{ error: errors.x.id }`); otherwise map by code. */
function issueMessage(issue: z.core.$ZodIssue): Message {
  const named = byId.get(issue.message) ?? sharedValidationKeys[issue.message];
  const bounds = { min: 'minimum' in issue ? Number(issue.minimum) : undefined, max: 'maximum' in issue ? Number(issue.maximum) : undefined };
  if (named) return { descriptor: named, values: bounds };
  switch (issue.code) {
    case 'invalid_type': {
      const missing = issue.input === undefined || issue.input === null || /received (undefined|null)/.test(issue.message);
      if (missing) return { descriptor: errors.required };
      return { descriptor: issue.expected === 'number' || issue.expected === 'int' ? errors.number : errors.invalidValue };
    }
    case 'too_small':
      if (issue.origin === 'string') return issue.minimum === 1 ? { descriptor: errors.required } : { descriptor: errors.minLength, values: bounds };
      if (issue.origin === 'array' || issue.origin === 'set') return { descriptor: errors.required };
      return { descriptor: errors.minValue, values: bounds };
    case 'too_big':
      if (issue.origin === 'string') return { descriptor: errors.maxLength, values: bounds };
      if (issue.origin === 'array' || issue.origin === 'set') return { descriptor: errors.tooManyItems, values: bounds };
      return { descriptor: errors.maxValue, values: bounds };
    case 'invalid_format':
      if (issue.format === 'email') return { descriptor: errors.emailInvalid };
      if (issue.format === 'url') return { descriptor: errors.invalidUrl };
      if (issue.format === 'date' || issue.format === 'datetime') return { descriptor: errors.invalidDate };
      return { descriptor: errors.invalidValue };
    case 'invalid_value':
    case 'invalid_union':
      return { descriptor: errors.invalidOption };
    default:
      return { descriptor: errors.invalidValue };
  }
}

function zodFields(error: z.ZodError): FieldMessages {
  const fields: FieldMessages = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : '_';
    (fields[key] ??= []).push(issueMessage(issue));
  }
  return fields;
}

function render(locale: Locale, descriptor: MessageDescriptor, values?: Record<string, unknown>, fields?: FieldMessages): ErrorBody {
  const body: ErrorBody = { message: translate(locale, descriptor, values) };
  if (fields) {
    body.errors = Object.fromEntries(Object.entries(fields).map(([k, list]) => [k, list.map((m) => translate(locale, m.descriptor, m.values))]));
  }
  return body;
}

/** Maps any thrown value to a status and a translated body; nothing caused by user input becomes a 500. */
export function toErrorResponse(error: unknown, locale: Locale): { status: number; body: ErrorBody; headers?: Record<string, string> } {
  if (error instanceof HttpError) {
    return {
      status: error.statusCode,
      body: render(locale, error.descriptor, error.values, error.fields),
      ...(error.headers ? { headers: error.headers } : {}),
    };
  }
  if (error instanceof z.ZodError) {
    return { status: 400, body: render(locale, errors.validation, undefined, zodFields(error)) };
  }
  const fe: Record<string, unknown> = isRecord(error) ? error : {};
  const status = typeof fe.statusCode === 'number' ? fe.statusCode : 500;
  if (status === 413 || fe.code === 'FST_REQ_FILE_TOO_LARGE') return { status: 413, body: render(locale, errors.payloadTooLarge) };
  if (status === 415) return { status: 415, body: render(locale, errors.unsupportedMediaType) };
  if (status === 429) return { status: 429, body: render(locale, errors.rateLimited) };
  if (status === 404) return { status: 404, body: render(locale, errors.notFound) };
  if (status >= 400 && status < 500) return { status, body: render(locale, errors.badRequest) };
  return { status: 500, body: render(locale, errors.internal) };
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const { status, body, headers } = toErrorResponse(error, request.locale);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ status, code: isRecord(error) ? error.code : undefined }, 'request rejected');
    if (headers) reply.headers(headers);
    return reply.status(status).send(body);
  });
}

export function notFoundBody(locale: Locale): ErrorBody {
  return render(locale, errors.notFound);
}
