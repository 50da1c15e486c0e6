import { Table } from '@mantine/core';

export type Column = string | { label: string; right: true };

/** The header row of a care table: one translated label per column, numbers aligned right. */
export function HeadRow({ columns }: { columns: Column[] }) {
  return (
    <Table.Thead>
      <Table.Tr>
        {columns.map((c) =>
          typeof c === 'string' ? (
            <Table.Th key={c}>{c}</Table.Th>
          ) : (
            <Table.Th key={c.label} ta="right">
              {c.label}
            </Table.Th>
          ),
        )}
      </Table.Tr>
    </Table.Thead>
  );
}
