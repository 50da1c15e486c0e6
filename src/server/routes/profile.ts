import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { requireAuth } from '../auth/plugin.ts';
import { resolveSession } from '../auth/sessions.ts';
import { forbidden, unauthorized } from '../errors.ts';
import type { Auth } from '../fastify-types.ts';
import { applyOnboardingPatch, loadCandidate, onboardingPatchSchema, onboardingView } from '../profiles/onboarding.ts';
import { recordAccess } from '../privacy/access-log.ts';
import { parseInput } from './parse.ts';
import { idParams } from './ids.ts';


export const profileRoutes: FastifyPluginAsync = async (app) => {
  // Owner or care may read the onboarding profile; companies see candidates through their processes only.
  app.get('/register/candidate/:id', { preHandler: requireAuth() }, async (request) => {
    const { id } = parseInput(idParams, request.params);
    const auth = request.auth as Auth;
    if (!(auth.role === 'care' || (auth.role === 'candidate' && auth.userId === id))) throw forbidden();
    const view = await onboardingView(app.deps.db, await loadCandidate(app.deps.db, id));
    await recordAccess(app.deps.db, auth, id, 'profile', app.deps.clock.now());
    return view;
  });

  // Owner only. The spec's client also sends the registration token in the body; the Bearer header wins.
  app.patch('/register/candidate/:id', async (request: FastifyRequest) => {
    const { id } = parseInput(idParams, request.params);
    const bodyToken = (request.body as { access_token?: unknown } | null)?.access_token;
    const auth =
      request.auth ??
      (typeof bodyToken === 'string' && /^[A-Za-z0-9_-]{20,200}$/.test(bodyToken)
        ? await resolveSession(app.deps.db, app.deps.clock, bodyToken)
        : null);
    if (!auth) throw unauthorized();
    if (auth.role !== 'candidate' || auth.userId !== id) throw forbidden();
    const patch = parseInput(onboardingPatchSchema, request.body);
    const saved = await applyOnboardingPatch(app.deps.db, app.deps.clock, id, patch);
    return onboardingView(app.deps.db, saved);
  });
};
