import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../api/client';
import type { Schemas } from '../api/schemas';

// The signed-in candidate's licences to practise (GET /api/profile/licences), one per regulated job title: the
// profile edits them, the dashboard asks for the ones care still needs.

export type LicencesView = Schemas['LicenceList'];
export type Licence = Schemas['Licence'];

export const licencesQuery = queryOptions({
  queryKey: ['candidate-profile', 'licences'],
  queryFn: () => unwrap(api.GET('/profile/licences')),
  refetchOnWindowFocus: false,
});

export function useLicences() {
  return useQuery(licencesQuery);
}
