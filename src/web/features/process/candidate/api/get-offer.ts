import type { LoaderFunctionArgs } from 'react-router-dom';
import { api, unwrap } from '../../../../lib/api/client';
import { queryClient } from '../../../../lib/app-query-client';
import { processQueryOptions } from '../../api/get-process';
import type { Schemas } from '../../../../lib/api/schemas';

export type Offer = Schemas['Offer'];

/**
 * /offers/{id}: the offer of process {id} (spec §2). An empty answer, like an id that is not a number,
 * is a 404 the dashboard layout shows as its not-found view. The process, which the page shows under the offer, is
 * asked for at the same time (its query then finds it) rather than once the offer has arrived and the page rendered.
 */
export async function loadOfferOfProcess({ params }: LoaderFunctionArgs): Promise<Offer> {
  const process = Number(params.id);
  if (!Number.isInteger(process) || process <= 0) throw new Response('Not Found', { status: 404 });
  void queryClient.prefetchQuery(processQueryOptions(process));
  const { data } = await unwrap(api.GET('/offers', { params: { query: { process } } }));
  const [offer] = data;
  if (!offer) throw new Response('Not Found', { status: 404 });
  return offer;
}
