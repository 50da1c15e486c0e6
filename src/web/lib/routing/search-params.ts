import { z } from 'zod';
import { PAGE_SIZE } from './page-size';

// Typed search params of each route (spec §2, §5). Every schema accepts anything the URL can hold and
// never throws: an invalid value falls back to its default (or is dropped), so a hand-edited link still
// opens the page.

/** A non-negative integer, or the fallback when missing or invalid ('abc', '-3', '2.5'). */
const count = (fallback: number) =>
  z.preprocess((value) => {
    const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
    return typeof n === 'number' && Number.isInteger(n) && n >= 0 ? n : fallback;
  }, z.number());

const optionalNumber = z.preprocess((value) => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : undefined;
  return n !== undefined && Number.isFinite(n) ? n : undefined;
}, z.number().optional());

const optionalText = z.preprocess((value) => (typeof value === 'string' && value !== '' ? value : undefined), z.string().optional());

/** `cancel=true`, `finalize=true`: only the literal 'true' switches the flag on. */
const flag = z.preprocess((value) => value === 'true', z.boolean());

export const offersSearchSchema = z.object({
  limit: count(PAGE_SIZE),
  offset: count(0),
  need__archived: optionalNumber,
  city_in: optionalText,
  category_in: optionalText,
  subcategory_in: optionalText,
  salary_min: optionalText,
  salary_max: optionalText,
});

export const offerSearchSchema = z.object({
  cancel: flag,
  reject: flag,
  redirect_source: optionalText,
});

export const offerRejectSearchSchema = z.object({
  redirect_source: optionalText,
  auto_reject: z.preprocess((value) => {
    const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
    return Number.isFinite(n) ? n : 1;
  }, z.number()),
});

export const candidatesSearchSchema = z.object({
  limit: count(PAGE_SIZE),
  offset: count(0),
  city_in: optionalText,
  desired_salary_min: optionalText,
  desired_salary_max: optionalText,
  name_contains: optionalText,
  category_in: optionalText,
  subcategory_in: optionalText,
});

export const needCandidateSearchSchema = z.object({
  cancel: flag,
  finalize: flag,
});

export const loginSearchSchema = z.object({ redirect: optionalText });

export const onboardingSearchSchema = z.object({
  utm_content: optionalText,
  utm_campaign: optionalText,
  utm_source: optionalText,
  utm_medium: optionalText,
  http_referrer: optionalText,
  // "number or numeric string": 1-based wizard step; anything else means "where the candidate left off".
  step: z.preprocess((value) => {
    const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
    return Number.isInteger(n) && n >= 1 ? n : undefined;
  }, z.number().optional()),
  email: optionalText,
  name: optionalText,
});

/** Reads URLSearchParams through a schema (repeated keys keep their first value). */
export function parseSearch<T extends z.ZodType>(schema: T, search: URLSearchParams | string): z.output<T> {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const record: Record<string, string> = {};
  for (const [key, value] of params) if (!(key in record)) record[key] = value;
  return schema.parse(record);
}
