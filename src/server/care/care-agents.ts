import type { Db } from '../db/create-database.ts';

/** Every care agent as a mail recipient (address, language, name): the flags that care must see are mailed to all. */
export const careAgentRecipients = (db: Db) =>
  db
    .selectFrom('care_agents')
    .innerJoin('users', 'users.id', 'care_agents.user_id')
    .select(['users.email', 'users.locale', 'care_agents.full_name'])
    .execute();
