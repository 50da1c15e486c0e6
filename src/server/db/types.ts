import type { Insertable, Selectable, Updateable } from 'kysely';
import type { DB } from './schema.ts';

// The server's database types are generated from the schema the migrations build (schema.ts, `npm run gen:db`; a
// test fails when it is stale); the types of the columns the database cannot describe are in column-types.ts.
export type Database = DB;

export type * from './column-types.ts';

export type User = Selectable<DB['users']>;
export type NewUser = Insertable<DB['users']>;
export type Candidate = Selectable<DB['candidates']>;
export type CandidateUpdate = Updateable<DB['candidates']>;
export type Company = Selectable<DB['companies']>;
