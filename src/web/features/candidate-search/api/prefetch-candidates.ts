import type { LoaderFunctionArgs } from 'react-router-dom';
import { queryClient } from '../../../lib/app-query-client';
import { PAGE_SIZE } from '../../../lib/routing/page-size';
import { candidatesQuery, type CandidatesQuery } from './get-candidates';

/**
 * The candidates list of the URL, asked for while the page's code loads (the page's own query then finds it). The
 * plain list, the usual visit, is the first page and needs no URL parser: its request leaves before the parser's code.
 */
export async function prefetch({ request }: LoaderFunctionArgs): Promise<void> {
  const params = new URL(request.url).searchParams;
  let query: CandidatesQuery = { limit: PAGE_SIZE, offset: 0 };
  if (params.size > 0) {
    const { candidatesSearchSchema, parseSearch } = await import('../../../lib/routing/search-params');
    query = parseSearch(candidatesSearchSchema, params);
  }
  await queryClient.prefetchQuery(candidatesQuery(query));
}
