import { ApiError } from '../api/client';

// What a route loader throws for an object that does not exist or is not the visitor's: the dashboard layout shows
// its not-found view.

export const notFound = () => new Response('Not Found', { status: 404 });

/** A route parameter that must be a positive whole number (an id), or not found. */
export const positiveId = (value: string | undefined): number => {
  const id = Number(value);
  if (!Number.isInteger(id) || id <= 0) throw notFound();
  return id;
};

/** A 404 from the API (another company's object looks missing) is the layout's not-found view. */
export async function orNotFound<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 403)) throw notFound();
    throw error;
  }
}
