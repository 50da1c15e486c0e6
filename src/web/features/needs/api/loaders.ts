import type { LoaderFunctionArgs } from 'react-router-dom';
import { ApiError } from '../../../lib/api/client';
import { queryClient } from '../../../lib/app-query-client';
import { getProcess } from '../../../lib/process/api/get-process';
import type { ProcessView } from '../../../lib/process/api/process-view';
import { needQuery } from './get-need';

const notFound = () => new Response('Not Found', { status: 404 });

const positiveId = (value: string | undefined): number => {
  const id = Number(value);
  if (!Number.isInteger(id) || id <= 0) throw notFound();
  return id;
};

/** A 404 from the API (another company's object looks missing) is the layout's not-found view. */
async function orNotFound<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 403)) throw notFound();
    throw error;
  }
}

/** /needs/{id}/: the need must exist and be the company's. Read into the page's query cache, so the page shows it at once. */
export async function loadNeed({ params }: LoaderFunctionArgs): Promise<null> {
  const id = positiveId(params.id);
  await orNotFound(() => queryClient.fetchQuery(needQuery(id)));
  return null;
}

/** /needs/{id}/candidate/{slug}: slug is the process id, and the process must belong to need {id}. */
export async function loadNeedProcess({ params }: LoaderFunctionArgs): Promise<ProcessView> {
  const needId = positiveId(params.id);
  const process = await orNotFound(() => getProcess(positiveId(params.slug)));
  if (process.need.id !== needId) throw notFound();
  return process;
}
