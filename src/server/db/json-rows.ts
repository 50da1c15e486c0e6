import { sql, type Insertable, type QueryCreator } from 'kysely';
import type { Database } from './types.ts';

/**
 * `insert into <table> (<columns>) select … from json_populate_recordset(null::<table>, $1)`: rows sent as one JSON
 * parameter, each value read as its column's type (the table's own row type), where a VALUES list would have to be
 * inserted unconditionally. So the rows can be selected from `gate`, a common table expression of the same statement,
 * and are written only when it returned a row (the workflow inserts an event's notices only if its compare-and-set
 * updated the process, without a transaction around one statement). The statement reads the same whatever the number
 * of rows; `rows` must not be empty. `jsonColumns` are jsonb columns, whose values come as JSON text (the convention
 * in column-types.ts): they travel as JSON inside the parameter, or the column would hold a JSON string.
 */
export function insertJsonRows<DB extends Database, T extends keyof Database & string>(
  qc: QueryCreator<DB>,
  table: T,
  rows: readonly Insertable<Database[T]>[],
  options: { gate?: string; jsonColumns?: readonly string[] } = {},
) {
  const { gate, jsonColumns = [] } = options;
  const columns = Object.keys(rows[0] ?? {});
  const values = jsonColumns.length
    ? rows.map((row) => ({ ...row, ...Object.fromEntries(jsonColumns.map((c) => [c, JSON.parse((row as Record<string, string>)[c]!)])) }))
    : rows;
  const from = sql`json_populate_recordset(null::${sql.table(table)}, ${JSON.stringify(values)}) as r`;
  return qc
    .insertInto(table)
    .columns(columns as never)
    .expression(sql`select ${sql.join(columns.map((c) => sql.ref(`r.${c}`)))} from ${gate ? sql`${sql.table(gate)}, ${from}` : from}`);
}
