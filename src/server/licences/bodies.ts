import { loadLicenceBodies, type DeepReadonly, type LicenceBody } from '../db/seed-data/index.ts';

/**
 * The professional body that issues the licence to practise of a job title, or null for a title no body regulates
 * (src/server/db/seed-data/licence-bodies.json). One title has at most one body.
 */
export function licenceBodyOf(jobTitle: string): DeepReadonly<LicenceBody> | null {
  return loadLicenceBodies().find((body) => body.jobTitles.includes(jobTitle)) ?? null;
}

/** Every regulated job title with the code of its body. */
export function regulatedTitles(): ReadonlyArray<{ jobTitle: string; body: string }> {
  return loadLicenceBodies().flatMap((body) => body.jobTitles.map((jobTitle) => ({ jobTitle, body: body.code })));
}
