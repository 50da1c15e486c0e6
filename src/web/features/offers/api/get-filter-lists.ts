import { queryOptions, useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react';
import { api, unwrap } from '../../../lib/api/client';

type ListName = 'cities' | 'functions' | 'domain';

const listQuery = (name: ListName, locale: string) =>
  queryOptions({
    queryKey: ['publicnomenclatures', name, locale],
    queryFn: async () => {
      const { data } = await unwrap(api.GET('/publicnomenclatures/{name}', { params: { path: { name } } }));
      return data.map((item) => ({ value: item.slug, label: item.name }));
    },
    staleTime: 60 * 60_000,
  });

/** The choices of the offers filters: cities, job titles (specialty) and medical specialties (subspecialty). */
export function useFilterLists() {
  const { i18n } = useLingui();
  const cities = useQuery(listQuery('cities', i18n.locale));
  const categories = useQuery(listQuery('functions', i18n.locale));
  const subcategories = useQuery(listQuery('domain', i18n.locale));
  return { cities: cities.data ?? [], categories: categories.data ?? [], subcategories: subcategories.data ?? [] };
}
