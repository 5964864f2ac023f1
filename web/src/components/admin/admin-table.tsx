import { Paper, Stack, Table, useMatches, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';

export interface AdminColumn<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** Numbers and actions line up on the right. */
  align?: 'right';
  /** Caps a column of free text, so the others keep their room. */
  maxWidth?: number;
}

interface AdminTableProps<T> {
  rows: T[];
  rowKey: (row: T) => string;
  columns: AdminColumn<T>[];
  /** The last column, under a header only screen readers hear ("Actions"). */
  actions?: { header: string; cell: (row: T) => ReactNode };
  /** Below this width the table scrolls sideways. */
  minWidth: number;
  /** Phones: each row as a card of its own, so its actions stay in view. */
  card: (row: T) => ReactNode;
}

/** A staff list's rows: a table on wide screens, a stack of cards on phones. */
export function AdminTable<T>({ rows, rowKey, columns, actions, minWidth, card }: AdminTableProps<T>) {
  const phone = useMatches({ base: true, sm: false });

  if (phone)
    return (
      <Stack gap="sm">
        {rows.map((row) => (
          <Paper key={rowKey(row)} withBorder radius="lg" p="md">
            {card(row)}
          </Paper>
        ))}
      </Stack>
    );

  return (
    <Paper withBorder radius="lg" style={{ overflow: 'hidden' }}>
      <Table.ScrollContainer minWidth={minWidth}>
        <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              {columns.map(({ header, align }) => (
                <Table.Th key={header} ta={align}>
                  {header}
                </Table.Th>
              ))}
              {actions && (
                <Table.Th>
                  <VisuallyHidden>{actions.header}</VisuallyHidden>
                </Table.Th>
              )}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={rowKey(row)}>
                {columns.map(({ header, cell, align, maxWidth }) => (
                  <Table.Td key={header} ta={align} maw={maxWidth}>
                    {cell(row)}
                  </Table.Td>
                ))}
                {actions && <Table.Td ta="right">{actions.cell(row)}</Table.Td>}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
