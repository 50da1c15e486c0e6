import { z } from 'zod';

/**
 * The request body of an upload, for a route's `schema`: multipart/form-data holding one file in `field`, with its
 * limits in the description. The multipart parser leaves the body to the handler, which streams the file and checks
 * it (routes/cv/read-upload.ts: present, within the size; the type from its first bytes), so the schema only
 * declares it: it accepts what the parser hands over, and the contract (`npm run gen:api`) gets the field.
 */
export const uploadBody = (field: string, description: string) => ({
  consumes: ['multipart/form-data'],
  body: z.custom<unknown>().meta({
    type: 'object',
    description: `A form (multipart/form-data) with the file in its \`${field}\` field.`,
    properties: { [field]: { type: 'string', format: 'binary', description } },
    required: [field],
  }),
});
