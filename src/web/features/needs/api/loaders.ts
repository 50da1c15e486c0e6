import type { LoaderFunctionArgs } from 'react-router-dom';
import { queryClient } from '../../../lib/app-query-client';
import { orNotFound, positiveId } from '../../../lib/routing/not-found';
import { needQuery } from './get-need';

// The loaders of the routes under /needs/, in one chunk: the process screen's is the company's process UI's own.
export { loadNeedProcess } from '../../process/company/api/load-need-process';

/** /needs/{id}/: the need must exist and be the company's. Read into the page's query cache, so the page shows it at once. */
export async function loadNeed({ params }: LoaderFunctionArgs): Promise<null> {
  const id = positiveId(params.id);
  await orNotFound(() => queryClient.fetchQuery(needQuery(id)));
  return null;
}
