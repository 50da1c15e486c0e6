import type {
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

/** A route as the route table registers it (src/server/routes/route-table.ts): what `app.route` takes. */
export type Route = RouteOptions;

/** What `defineRoute` takes: Fastify's route options, the handler's request and reply typed from the zod schema. */
export type RouteDefinition<S extends FastifySchema> = RouteOptions<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  unknown,
  S,
  ZodTypeProvider
>;

/**
 * One route of an area, as data. Its handler is type-checked against its own schema here; the table holds routes of
 * many schemas in one list, so the schema's type is forgotten once checked (Fastify validates at run time).
 */
export function defineRoute<S extends FastifySchema>(route: RouteDefinition<S>): Route {
  return route as unknown as Route;
}
