import type { components, paths } from '../../../../openapi/schema';

// Named shapes of the API contract (openapi/openapi.yaml), for the modules that hold them.
export type Schemas = components['schemas'];
/** Every path of the contract, for a module that names one response the contract leaves unnamed. */
export type ApiPaths = paths;
