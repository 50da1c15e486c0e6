import type { AppDeps } from '../fastify-types.ts';
import { defineRoute, type Route } from '../routes/define-route.ts';
import { requireAuth } from '../auth/plugin.ts';
import { answer, errors, operation } from '../lib/response-schemas.ts';
import { coverageQuerySchema, coverageSchema, insightCoverage, insightQuerySchema, readInsight, salaryInsightSchema } from './read.ts';

const insight = {
  ...operation('platform', 'The market pay for a job title (and specialty) in a city, k-anonymous: median and P25–P75, gross monthly LEI'),
  querystring: insightQuerySchema,
  response: { 200: answer('The narrowest level that may be shown, or level null', salaryInsightSchema), ...errors(400, 401, 403) },
};
const coverage = {
  ...operation('care', 'Which salary cells pass the k-anonymity rule and why the others fail (counts only)'),
  querystring: coverageQuerySchema,
  response: { 200: answer('The largest cells of the level', coverageSchema), ...errors(400, 401, 403) },
};

/** Salary insight: companies and candidates read the market, care reads the coverage. */
export const insightRoutes = (deps: AppDeps): Route[] => {
  const { db } = deps;
  // Each answer is a few indexed reads, but a tight limit keeps anyone from mapping the cells by brute force.
  const limited = { rateLimit: { max: 60, timeWindow: '1 minute' } };
  return [
    defineRoute({
      method: 'GET',
      url: '/insight/salary',
      preValidation: requireAuth('company', 'candidate'),
      config: limited,
      schema: insight,
      handler: async (request) => readInsight(db, request.query, request.locale),
    }),
    defineRoute({
      method: 'GET',
      url: '/care/insight/coverage',
      preValidation: requireAuth('care'),
      schema: coverage,
      handler: async (request) => insightCoverage(db, request.query, request.locale),
    }),
  ];
};
