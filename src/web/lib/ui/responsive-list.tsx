import { Paper, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePhone } from './use-phone';

/**
 * One column of a list: its header (and the label of its value on a card) and how a row fills it.
 * `title` heads a card; `action` is the row's main action: the table's last column, as narrow as its buttons and never
 * cut, and on a card its last line, so it is always on screen without scrolling sideways.
 */
export interface ListColumn<T> {
  label: string;
  cell: (row: T) => ReactNode;
  kind?: 'title' | 'action';
}

interface ResponsiveListProps<T> {
  /** The accessible name of the table or of the list of cards. */
  label: string;
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  columns: readonly ListColumn<T>[];
  /** Attributes that identify a row (data-testid ...), on the table row and on the card alike. */
  rowAttributes?: (row: T) => Record<`data-${string}`, string | number>;
}

/** Every list of the app: a table whose cells wrap between words or, on a phone, one card per row. */
export function ResponsiveList<T>(props: ResponsiveListProps<T>) {
  return usePhone() ? <ListCards {...props} /> : <ListTable {...props} />;
}

function ListTable<T>({ label, rows, rowKey, columns, rowAttributes }: ResponsiveListProps<T>) {
  return (
    <Table striped verticalSpacing="sm" aria-label={label}>
      <Table.Thead>
        <Table.Tr>
          {columns.map((c) => (
            <Table.Th key={c.label}>{c.label}</Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={rowKey(row)} {...rowAttributes?.(row)}>
            {columns.map((c) => (
              // break-word, not anywhere: a cell never narrower than its longest word, so "București" is not cut in two.
              <Table.Td key={c.label} style={c.kind === 'action' ? { width: '1%', whiteSpace: 'nowrap' } : { overflowWrap: 'break-word' }}>
                {c.cell(row)}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function ListCards<T>({ label, rows, rowKey, columns, rowAttributes }: ResponsiveListProps<T>) {
  const title = columns.find((c) => c.kind === 'title');
  const facts = columns.filter((c) => !c.kind);
  const actions = columns.filter((c) => c.kind === 'action');
  return (
    <Stack component="ul" gap="sm" aria-label={label} m={0} p={0} style={{ listStyle: 'none' }}>
      {rows.map((row) => (
        <Paper component="li" key={rowKey(row)} withBorder radius="md" p="sm" {...rowAttributes?.(row)}>
          <Stack gap="xs">
            {title ? <div style={{ overflowWrap: 'anywhere' }}>{title.cell(row)}</div> : null}
            <Stack component="dl" gap={6} m={0}>
              {facts.map((c) => (
                <div key={c.label}>
                  <Text component="dt" size="xs" c="dimmed">
                    {c.label}
                  </Text>
                  <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
                    {c.cell(row)}
                  </Text>
                </div>
              ))}
            </Stack>
            {actions.map((c) => (
              <div key={c.label}>{c.cell(row)}</div>
            ))}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
