/**
 * The small zod pieces every payload schema is made of. Messages are error codes (events.ts ERROR_CODES), which the
 * server and the browser translate.
 */
import { z } from 'zod';
import { parseInstant } from './bucharest-time.ts';
import { parseDay } from './calendar.ts';

export const text = (max: number) => z.string('required').trim().max(max, 'tooLong');
export const requiredText = (max: number) => text(max).min(1, 'required');
export const instant = z.string('required').refine((s) => parseInstant(s) !== null, 'invalidInstant');
export const day = z.string('required').refine((s) => parseDay(s) !== null, 'invalidDate');
/** A whole number between min and max: 'required' when missing, 'invalid' when not whole or out of range. */
export const whole = (min: number, max: number) => z.number('required').int('invalid').min(min, 'invalid').max(max, 'invalid');
/** One of `values`: 'required' when missing, 'invalid' when something else. */
export const choice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: (issue) => (issue.input === undefined ? 'required' : 'invalid') });
