import type { AppDeps } from '../fastify-types.ts';
import { defineRoute, type Route } from '../routes/define-route.ts';
import { authOf, companyIdOf, requireAuth } from '../auth/plugin.ts';
import { assertPost } from '../company/team-access.ts';
import { notFound } from '../errors.ts';
import { answer, errors as errorAnswers, operation } from '../lib/response-schemas.ts';
import { atLeast, companyDisclosures } from '../privacy/disclosure.ts';
import { idParams } from '../routes/ids.ts';
import { careView, candidateView, companyView } from './explanation-views.ts';
import { careExplanationSchema, explanationSchema, letterSchema, overrideBody } from './explanation-schemas.ts';
import { localeOfUser, logVerdictOverride, processPartiesOf } from './explanation-records.ts';
import { explanationOfProcess } from './explanations.ts';
import { explanationLetter } from './explanation-letter.ts';

const read = {
  ...operation('workflow', "Why this recommendation: the candidate's factors for her, verdicts for the company (once care validated), all for care"),
  params: idParams,
  response: { 200: answer('The explanation, as the caller may read it', explanationSchema), ...errorAnswers(400, 401, 404) },
};
const override = {
  ...operation('care', "Override one factor's verdict of a recommendation, with a reason (logged; the computed verdict is kept)"),
  params: idParams,
  body: overrideBody,
  response: { 200: answer('The explanation after the override', careExplanationSchema), ...errorAnswers(400, 401, 403, 404) },
};
const letter = {
  ...operation('care', 'The explanation as a plain text in the candidate’s language, to send her on request'),
  params: idParams,
  response: { 200: answer('The text', letterSchema), ...errorAnswers(400, 401, 403, 404) },
};

/**
 * Why a process's recommendation was made. The company reads it only once care validated the candidate (the
 * disclosure rule's `profile` level): before, no company knows who she is, let alone why she was chosen.
 */
export const explanationRoutes = (deps: AppDeps): Route[] => {
  const { db, clock, config } = deps;
  const care = { preValidation: requireAuth('care') };
  return [
    defineRoute({
      method: 'GET',
      url: '/processes/:id/explanation',
      preValidation: requireAuth(),
      schema: read,
      handler: async (request) => {
        const auth = authOf(request);
        const process = await processPartiesOf(db, request.params.id);
        const explanation = process && (await explanationOfProcess(db, process.id));
        if (!process || !explanation) throw notFound();
        if (auth.role === 'care') return careView(explanation);
        if (auth.role === 'candidate') {
          if (process.candidate_id !== auth.userId) throw notFound();
          return candidateView(explanation);
        }
        const companyId = companyIdOf(auth);
        if (process.company_id !== companyId) throw notFound();
        // A member reads it only on a post they may read (an interviewer: theirs), as the process itself.
        await assertPost(db, auth, process.need_id, 'read');
        const level = (await companyDisclosures(db, companyId, [process.candidate_id], auth)).get(process.candidate_id);
        if (!level || !atLeast(level, 'profile')) throw notFound();
        return companyView(explanation);
      },
    }),
    defineRoute({
      method: 'POST',
      url: '/care/processes/:id/explanation/overrides',
      ...care,
      schema: override,
      handler: async (request) => {
        const auth = authOf(request);
        const found = await explanationOfProcess(db, request.params.id);
        if (!found) throw notFound();
        const { factor, verdict, reason } = request.body;
        await logVerdictOverride(db, found.id, auth.userId, { factor, verdict, reason }, clock.now());
        return careView((await explanationOfProcess(db, request.params.id))!);
      },
    }),
    defineRoute({
      method: 'GET',
      url: '/care/processes/:id/explanation/letter',
      ...care,
      schema: letter,
      handler: async (request) => {
        const found = await explanationOfProcess(db, request.params.id);
        if (!found) throw notFound();
        const locale = await localeOfUser(db, found.candidate_id);
        return { locale, text: await explanationLetter(db, found, locale, config.brandName) };
      },
    }),
  ];
};
