import type { AppDeps } from '../fastify-types.ts';
import { defineRoute, type Route } from '../routes/define-route.ts';
import { z } from 'zod';
import { authOf, requireAuth } from '../auth/plugin.ts';
import { answer, errorAnswer, errors, operation } from '../lib/response-schemas.ts';
import { enqueueNeedMatching } from '../matching/enqueue.ts';
import { archiveNeed } from './archive-need.ts';
import { editNeed } from './edit-need.ts';
import { archiveInputSchema, needInputSchema } from './need-input.ts';
import {
  archivedNeedSchema,
  editedNeedSchema,
  needDetailSchema,
  needListSchema,
  needSchema,
  postMembersInputSchema,
  postPeopleSchema,
} from './need-schemas.ts';
import { setPostMembers } from './post-people.ts';
import { createNeed, getNeedDetail, listNeeds, loadNeed } from './needs-service.ts';
import { idParams } from '../routes/ids.ts';

const listQuery = z.object({ archived: z.coerce.number().int().min(0).max(1).optional().catch(undefined) });

const list = {
  ...operation('company', "The signed-in company's needs (care reads all), newest first, with process counts per company status"),
  querystring: listQuery,
  response: { 200: answer('Needs', needListSchema), ...errors(400, 401, 403) },
};
const create = {
  ...operation('company', 'Post a need (companies)'),
  body: needInputSchema,
  response: { 201: answer('Created', needSchema), ...errors(400, 401, 403) },
};
const detail = {
  ...operation('company', "A need with the pipeline of its processes by company status (404 unless it is the caller's)"),
  params: idParams,
  response: { 200: answer('The need', needDetailSchema), ...errors(400, 401, 403, 404) },
};
const edit = {
  ...operation('company', "Edit the company's own published need (same fields and rules as posting it)"),
  description: [
    "The whole form again, validated as POST /needs. 404 for a missing or another company's need, 409 for an",
    'archived one. One transaction updates the need and, when a field that matters to candidates changed (post',
    'title, job title, specialty, city, address, work type, salary range; docs/workflow.md "Editing a post"),',
    'notifies every candidate with an open process on it once (notification centre, and mail or text in their',
    'language). `changed` names those fields, `notified` counts the candidates told.',
  ].join('\n'),
  params: idParams,
  body: needInputSchema,
  response: {
    200: answer('The need as edited', editedNeedSchema),
    ...errors(400, 401, 403, 404),
    409: errorAnswer('The need is archived and read-only'),
  },
};
const members = {
  ...operation('company', "Set who works on a post (owners and recruiters of the post's company)"),
  description: [
    "The post's members become exactly `user_ids`, each an active member of the company (400 naming `user_ids`",
    "otherwise); the post's owner stays on it. Interviewers see and act on the processes of the posts they are on.",
    "404 for a missing or another company's post, 403 for a member who may not staff it.",
  ].join('\n'),
  params: idParams,
  body: postMembersInputSchema,
  response: { 200: answer("The post's people", postPeopleSchema), ...errors(400, 401, 403, 404) },
};
const archive = {
  ...operation('company', "Archive a need, withdrawing every open process through the hiring machine with the company's reason"),
  description: [
    'One transaction archives the need (it takes no new process from then on; its processes cannot be',
    'unarchived) and queues a durable job for the withdrawals; then every open process gets company.withdraw with',
    'the reason, applied by the workflow engine (each its own transaction, with its mails). If the request dies or',
    'one fails (409, the process changed meanwhile), the job finishes it, as does sending the same request again.',
    '409 when the need is archived and nothing is left open.',
  ].join('\n'),
  params: idParams,
  body: archiveInputSchema,
  response: {
    200: answer('Archived', archivedNeedSchema),
    ...errors(400, 401, 403, 404),
    409: errorAnswer('Already archived with nothing left open, or a process changed meanwhile'),
  },
};

// Needs (job posts) of the signed-in company; care reads all. Per-object checks in the services (404 for others).
export const needsRoutes = (deps: AppDeps): Route[] => {
  return [
    defineRoute({
      method: 'GET',
      url: '/needs',
      preValidation: requireAuth('company', 'care'),
      schema: list,
      handler: async (request) => listNeeds(deps.db, authOf(request), { archived: request.query.archived as 0 | 1 | undefined }, request.locale),
    }),
    defineRoute({
      method: 'POST',
      url: '/needs',
      preValidation: requireAuth('company'),
      schema: create,
      handler: async (request, reply) => {
        const need = await createNeed(deps.db, authOf(request), request.body, deps.clock.now(), request.locale);
        // After the insert committed: matching offers the need to fitting candidates (a sweep catches any miss).
        await enqueueNeedMatching(deps.db, need.id, deps.clock.now());
        return reply.status(201).send(need);
      },
    }),
    defineRoute({
      method: 'GET',
      url: '/needs/:id',
      preValidation: requireAuth('company', 'care'),
      schema: detail,
      handler: async (request) => getNeedDetail(deps.db, authOf(request), request.params.id, request.locale),
    }),
    defineRoute({
      method: 'PATCH',
      url: '/needs/:id',
      preValidation: requireAuth('company'),
      schema: edit,
      handler: async (request) => editNeed(deps, authOf(request), request.params.id, request.body, request.locale),
    }),
    defineRoute({
      method: 'PUT',
      url: '/needs/:id/members',
      preValidation: requireAuth('company'),
      schema: members,
      handler: async (request) => {
        const auth = authOf(request);
        await loadNeed(deps.db, auth, request.params.id, request.locale, 'post.staff');
        return setPostMembers(deps.db, auth, request.params.id, request.body.user_ids, deps.clock.now());
      },
    }),
    defineRoute({
      method: 'POST',
      url: '/needs/:id/archive',
      preValidation: requireAuth('company'),
      schema: archive,
      handler: async (request) => archiveNeed(deps, authOf(request), request.params.id, request.body, request.locale),
    }),
  ];
};
