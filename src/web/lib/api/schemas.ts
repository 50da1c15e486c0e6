import type { components, paths } from '../../../../openapi/schema';

// Named shapes of the API contract (openapi/openapi.yaml), for the modules that hold them.
export type Schemas = components['schemas'];
/** Every path of the contract, for a module that names one response the contract leaves unnamed. */
export type ApiPaths = paths;
/**
 * The JSON body an operation reads, e.g. RequestBody<'/needs', 'post'>: request bodies are inline in the generated
 * contract (named components are the answers' shapes).
 */
export type RequestBody<P extends keyof paths, M extends keyof paths[P]> = paths[P][M] extends {
  requestBody?: { content: { 'application/json': infer Body } };
}
  ? Body
  : never;
