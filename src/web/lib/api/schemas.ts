import type { components } from '../../../../openapi/schema';

// Named shapes of the API contract (openapi/openapi.yaml), for the modules that hold them.
export type Schemas = components['schemas'];
