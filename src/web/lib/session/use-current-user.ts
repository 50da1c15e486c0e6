import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../api/client';
import { summaryFromUser } from './profile-summary';
import { readProfileSummary, storeProfileSummary, userStore, type ProfileSummary } from './session';

/**
 * The signed-in user, refreshed from GET /user (completeness changes as the profile fills in). Keeps
 * the stored summary in step; shows the stored one until the answer arrives.
 */
export function useCurrentUser(): ProfileSummary | null {
  const query = useQuery({
    queryKey: ['user'],
    queryFn: async () => {
      const response = await unwrap(api.GET('/user'));
      const summary = summaryFromUser(response);
      storeProfileSummary(summary);
      userStore.set({ user: response.data.user });
      return summary;
    },
  });
  return query.data ?? readProfileSummary();
}
