import { queryOptions, useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react';
import { api, unwrap } from '../api/client';
import type { Option } from './use-nomenclature';

// The professional bodies that issue licences to practise (CMR, OAMGMAMR, CFR...), each with the job titles it
// licenses (GET /api/publicnomenclatures/licence-bodies: the slug is the body's code, the name in the active language).

export const licenceBodiesQuery = (locale: string) =>
  queryOptions({
    queryKey: ['publicnomenclatures', 'licence-bodies', locale],
    queryFn: async () => (await unwrap(api.GET('/publicnomenclatures/{name}', { params: { path: { name: 'licence-bodies' } } }))).data,
    staleTime: 60 * 60_000,
  });

export function useLicenceBodiesQuery() {
  const { i18n } = useLingui();
  return useQuery(licenceBodiesQuery(i18n.locale));
}

/** The bodies licensing `jobTitle` (one, in practice) as select options; every body without a job title. */
export function useLicenceBodies(jobTitle?: string): Option[] {
  const bodies = useLicenceBodiesQuery().data ?? [];
  return bodies.filter((body) => !jobTitle || (body.job_titles ?? []).includes(jobTitle)).map((body) => ({ value: body.slug, label: body.name }));
}

/** A body's name in the active language, by its code (the code itself for a body the nomenclature lost). */
export function useLicenceBodyName(): (code: string) => string {
  const bodies = useLicenceBodies();
  return (code) => bodies.find((body) => body.value === code)?.label ?? code;
}
