import { useQueries } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { nomenclatureQuery } from '../../../lib/nomenclatures/use-nomenclature';

// The nomenclatures the profile's sections name their answers with, asked for together: the page waits for all.
const NOMENCLATURES = ['functions', 'domain', 'competencies', 'cities', 'educations', 'abroad-work-countries', 'companies', 'schedules'] as const;
export type Options = Record<(typeof NOMENCLATURES)[number], Array<{ value: string; label: string }>>;

export function useProfileNomenclatures() {
  const { i18n } = useLingui();
  const results = useQueries({ queries: NOMENCLATURES.map((name) => nomenclatureQuery(name, i18n.locale)) });
  const queries = NOMENCLATURES.map((name, i) => [name, results[i]!] as const);
  const failed = queries.find(([, query]) => query.isError)?.[1];
  const ready = queries.every(([, query]) => query.isSuccess);
  const options = Object.fromEntries(queries.map(([name, query]) => [name, query.data ?? []])) as Options;
  return { ready, error: failed?.error ?? null, retry: () => queries.forEach(([, query]) => void query.refetch()), options };
}
