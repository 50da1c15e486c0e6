import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { OPENAPI_FILE, openapiDocument } from './openapi-document.ts';

// npm run gen:api: openapi/openapi.yaml from the routes' zod schemas, then the SPA's types from it.
const root = resolve(import.meta.dirname, '..');
writeFileSync(join(root, OPENAPI_FILE), await openapiDocument());
execFileSync(join(root, 'node_modules/.bin/openapi-typescript'), [OPENAPI_FILE, '-o', 'openapi/schema.d.ts'], { cwd: root, stdio: 'inherit' });
