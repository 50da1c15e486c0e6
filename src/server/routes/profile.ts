import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../fastify-types.ts';
import { defineRoute, type Route } from './define-route.ts';
import { authOf, requireAuth } from '../auth/plugin.ts';
import { resolveSession } from '../auth/sessions.ts';
import { forbidden, unauthorized } from '../errors.ts';
import { applyOnboardingPatch, loadCandidate, onboardingPatchSchema, onboardingView } from '../profiles/onboarding.ts';
import { recordAccess } from '../privacy/access-log.ts';
import { answer, errorAnswer, errors, operation } from '../lib/response-schemas.ts';
import { onboardingViewSchema } from '../profiles/onboarding-view-schema.ts';
import { idParams } from './ids.ts';
import { isRecord } from '../../../machines/narrow.ts';

export const profileRoutes = (deps: AppDeps): Route[] => {
  // Owner or care may read the onboarding profile; companies see candidates through their processes only.
  const profile = (description: string) => answer(description, onboardingViewSchema);
  const read = {
    ...operation('profiles', "The candidate's onboarding profile (owner or care)"),
    params: idParams,
    response: { 200: profile('Profile'), ...errors(400, 401, 403, 404) },
  };
  // Owner only. The spec's client also sends the registration token in the body; the Bearer header wins. Resolved
  // before validation, so an anonymous caller gets its 401 before any field error.
  const authFromBodyToken = async (request: FastifyRequest) => {
    const bodyToken = isRecord(request.body) ? request.body.access_token : undefined;
    if (!request.auth && typeof bodyToken === 'string' && /^[A-Za-z0-9_-]{20,200}$/.test(bodyToken)) {
      request.auth = await resolveSession(deps.db, deps.clock, bodyToken);
    }
    if (!request.auth) throw unauthorized();
  };
  const stepOrder = errorAnswer(
    'A wizard step (or `completed`, the last one) sent before the steps it depends on are saved; `errors.step` names the first missing one',
  );
  const save = {
    ...operation('profiles', 'Save onboarding answers (owner only)'),
    params: idParams,
    body: onboardingPatchSchema,
    response: { 200: profile('Saved profile'), ...errors(400, 401, 403, 404), 409: stepOrder },
  };
  const patch = { preValidation: authFromBodyToken, schema: save };
  return [
    defineRoute({
      method: 'GET',
      url: '/register/candidate/:id',
      preValidation: requireAuth(),
      schema: read,
      handler: async (request) => {
        const { id } = request.params;
        const auth = authOf(request);
        if (!(auth.role === 'care' || (auth.role === 'candidate' && auth.userId === id))) throw forbidden();
        const view = await onboardingView(deps.db, await loadCandidate(deps.db, id));
        await recordAccess(deps.db, auth, id, 'profile', deps.clock.now());
        return view;
      },
    }),
    defineRoute({
      method: 'PATCH',
      url: '/register/candidate/:id',
      ...patch,
      handler: async (request) => {
        const { id } = request.params;
        const auth = authOf(request);
        if (auth.role !== 'candidate' || auth.userId !== id) throw forbidden();
        const saved = await applyOnboardingPatch(deps.db, deps.clock, id, request.body);
        return onboardingView(deps.db, saved);
      },
    }),
  ];
};
