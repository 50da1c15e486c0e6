/**
 * The candidate's short answer to a company's refusal, in a file of its own: the offer page's form validates with it
 * without loading the event schemas, the hiring machine and the phone rules (machines/index, events.ts).
 */
import { z } from 'zod';
import { requiredText } from './field-schemas.ts';

/** The candidate's short answer to a company's refusal: read by care and the company, kept in the history. */
export const refusalReplySchema = z.strictObject({ text: requiredText(1000) });
