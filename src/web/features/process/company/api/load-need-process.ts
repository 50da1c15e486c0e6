import type { LoaderFunctionArgs } from 'react-router-dom';
import { notFound, orNotFound, positiveId } from '../../../../lib/routing/not-found';
import { getProcess } from '../../api/get-process';
import type { ProcessView } from '../../api/process-view';

/** /needs/{id}/candidate/{slug}: slug is the process id, and the process must belong to need {id}. */
export async function loadNeedProcess({ params }: LoaderFunctionArgs): Promise<ProcessView> {
  const needId = positiveId(params.id);
  const process = await orNotFound(() => getProcess(positiveId(params.slug)));
  if (process.need.id !== needId) throw notFound();
  return process;
}
