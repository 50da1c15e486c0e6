import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../../lib/api/client';

const notesKey = (processId: number) => ['process', processId, 'notes'] as const;

/** The company's internal notes on a process, newest first, and whether the member may add one (the server says). */
export function useProcessNotes(processId: number) {
  return useQuery({
    queryKey: notesKey(processId),
    queryFn: async () => unwrap(api.GET('/processes/{id}/notes', { params: { path: { id: processId } } })),
  });
}

/** Adds a note (POST /api/processes/{id}/notes), then reads the list again. */
export function useAddNote(processId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (text: string) => unwrap(api.POST('/processes/{id}/notes', { params: { path: { id: processId } }, body: { text } })),
    onSuccess: () => client.invalidateQueries({ queryKey: notesKey(processId) }),
  });
}
