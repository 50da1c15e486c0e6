import type { LoaderFunctionArgs } from 'react-router-dom';
import { api, unwrap } from '../../../lib/api/client';
import type { Schemas } from '../../../lib/api/schemas';

export type Offer = Schemas['Offer'];

/**
 * /offers/{id}: the offer of process {id} (spec §2). An empty answer, like an id that is not a number,
 * is a 404 the dashboard layout shows as its not-found view.
 */
export async function loadOfferOfProcess({ params }: LoaderFunctionArgs): Promise<Offer> {
  const process = Number(params.id);
  if (!Number.isInteger(process) || process <= 0) throw new Response('Not Found', { status: 404 });
  const { data } = await unwrap(api.GET('/offers', { params: { query: { process } } }));
  const [offer] = data;
  if (!offer) throw new Response('Not Found', { status: 404 });
  return offer;
}
