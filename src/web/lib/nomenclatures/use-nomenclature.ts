import { queryOptions, useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react';
import { api, unwrap } from '../api/client';

// Public nomenclatures as select options, labelled in the active language (onboarding steps, company forms and filters).

export type NomenclatureName =
  'functions' | 'domain' | 'competencies' | 'cities' | 'educations' | 'abroad-work-countries' | 'companies' | 'schedules' | 'company-refusal-reasons';

export interface Option {
  value: string;
  label: string;
  /** A job title's group (functions): doctor, nurse, midwife, pharmacy, other. Not `group`: Mantine's selects read
   * an item with `group` as a heading of grouped options. */
  titleGroup?: string;
  /** The job-title groups a specialty belongs to (domain). */
  titleGroups?: string[];
}

export const nomenclatureQuery = (name: NomenclatureName, locale: string) =>
  queryOptions({
    // Labels come translated from the server, so the locale is part of the key.
    queryKey: ['publicnomenclatures', name, locale],
    queryFn: async (): Promise<Option[]> => {
      const { data } = await unwrap(api.GET('/publicnomenclatures/{name}', { params: { path: { name } } }));
      return data.map((item) => ({
        value: item.slug,
        label: item.name,
        ...(item.group ? { titleGroup: item.group } : {}),
        ...(item.groups ? { titleGroups: item.groups } : {}),
      }));
    },
    staleTime: 60 * 60_000,
  });

export function useNomenclature(name: NomenclatureName): Option[] {
  return useNomenclatureQuery(name).data ?? [];
}

/** The query itself, for screens that show labels and must tell loading and failure apart from an empty list. */
export function useNomenclatureQuery(name: NomenclatureName, { enabled = true }: { enabled?: boolean } = {}) {
  const { i18n } = useLingui();
  return useQuery({ ...nomenclatureQuery(name, i18n.locale), enabled });
}
