import type { AppDeps } from '../fastify-types.ts';
import { defineRoute, type Route } from '../routes/define-route.ts';
import { authOf, requireAuth } from '../auth/plugin.ts';
import { answer, errorAnswer, errors, operation } from '../lib/response-schemas.ts';
import { idParams } from '../routes/ids.ts';
import { addNote, listNotes, noteInputSchema, noteSchema, notesSchema } from './notes.ts';

const list = {
  ...operation('workflow', "A process's internal notes (the company's members who may read its post, and customer care)"),
  description: [
    'Notes are internal to the company: a candidate is refused (403), another company and a member who may not read',
    'the post get 404. `can_add` says whether the caller may add one now.',
  ].join(' '),
  params: idParams,
  response: { 200: answer('The notes, newest first', notesSchema), ...errors(400, 401, 403, 404) },
};
const add = {
  ...operation('workflow', 'Add an internal note to a process (owners, recruiters, the interviewers on its post)'),
  description: 'A viewer is refused (403); a process the member may not read is 404. At most 2000 characters.',
  params: idParams,
  body: noteInputSchema,
  response: {
    201: answer('The note', noteSchema),
    ...errors(400, 401, 403, 404),
    409: errorAnswer("The candidate's personal data on the process was removed (retention or her erasure)"),
  },
};

// A process's internal notes: the company's own record of what its people saw and heard, never the candidate's.
export const processNoteRoutes = (deps: AppDeps): Route[] => {
  const { db, clock } = deps;
  return [
    defineRoute({
      method: 'GET',
      url: '/processes/:id/notes',
      preValidation: requireAuth('company', 'care'),
      schema: list,
      handler: async (request) => listNotes(db, authOf(request), request.params.id),
    }),
    defineRoute({
      method: 'POST',
      url: '/processes/:id/notes',
      preValidation: requireAuth('company'),
      schema: add,
      handler: async (request, reply) => reply.status(201).send(await addNote(db, authOf(request), request.params.id, request.body, clock.now())),
    }),
  ];
};
