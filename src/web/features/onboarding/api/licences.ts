import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api/client';
import type { RequestBody } from '../../../lib/api/schemas';
import { saveDownload } from '../../../lib/api/download-cv';
import { licencesQuery } from '../../../lib/licences/licences-query';

// Saving and removing the signed-in candidate's licences to practise (PUT/DELETE /api/profile/licences/...).

export type LicenceFields = RequestBody<'/profile/licences/{job_title}', 'put'>;

function useRefreshAfter() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: licencesQuery.queryKey });
    // The completeness (profile and dashboard) counts a missing licence.
    void queryClient.invalidateQueries({ queryKey: ['candidate-profile'] });
    void queryClient.invalidateQueries({ queryKey: ['user'] });
  };
}

/** Saves the licence's fields, then its document when one was chosen (the document needs the saved licence). */
export function useSaveLicence() {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: async ({ jobTitle, fields, file }: { jobTitle: string; fields: LicenceFields; file: File | null }) => {
      const path = { job_title: jobTitle };
      await unwrap(api.PUT('/profile/licences/{job_title}', { params: { path }, body: fields }));
      if (file) {
        await unwrap(
          api.POST('/profile/licences/{job_title}/document', {
            params: { path },
            body: { document: file } as never,
            bodySerializer: () => {
              const form = new FormData();
              form.append('document', file);
              return form;
            },
          }),
        );
      }
    },
    onSettled: refresh,
  });
}

export function useRemoveLicence() {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: (jobTitle: string) => unwrap(api.DELETE('/profile/licences/{job_title}', { params: { path: { job_title: jobTitle } } })),
    onSuccess: refresh,
  });
}

/** The candidate's own licence document, saved under the file name the server gives. */
export const downloadLicenceDocument = (jobTitle: string) =>
  saveDownload(`/api/profile/licences/${encodeURIComponent(jobTitle)}/document`, `licence-${jobTitle}`);
