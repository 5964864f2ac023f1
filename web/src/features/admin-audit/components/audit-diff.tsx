import { Code, Table, Text } from '@mantine/core';

type Fields = Record<string, unknown> | null;

const show = (value: unknown) =>
  value === undefined ? '—' : JSON.stringify(value, null, 1).replace(/\n\s*/g, ' ');

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** One level of nesting spelled out ('permissions.games'), so a changed grant shows as its own row. */
function flatten(fields: Fields): Record<string, unknown> | null {
  if (!fields) return null;
  const flat: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (isRecord(value) && Object.keys(value).length > 0)
      for (const [inner, innerValue] of Object.entries(value)) flat[`${key}.${inner}`] = innerValue;
    else flat[key] = value;
  }
  return flat;
}

/**
 * A staff action's before and after, field by field: a created thing shows only "after", a deleted one only
 * "before"; changed fields are marked.
 */
export function AuditDiff({ before: rawBefore, after: rawAfter }: { before: Fields; after: Fields }) {
  const before = flatten(rawBefore);
  const after = flatten(rawAfter);
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  if (fields.length === 0)
    return (
      <Text size="xs" c="dimmed">
        No fields recorded.
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table verticalSpacing={4} horizontalSpacing="sm" withTableBorder fz="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w="22%">Field</Table.Th>
            <Table.Th w="39%">Before</Table.Th>
            <Table.Th w="39%">After</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {fields.map((field) => {
            const old = before ? before[field] : undefined;
            const now = after ? after[field] : undefined;
            const changed = show(old) !== show(now);
            return (
              <Table.Tr key={field} bg={changed ? 'rgba(151, 117, 250, 0.08)' : undefined}>
                <Table.Td>
                  <Text size="xs" fw={changed ? 700 : 400}>
                    {field}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Code style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{show(old)}</Code>
                </Table.Td>
                <Table.Td>
                  <Code
                    color={changed ? 'violet.9' : undefined}
                    style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
                  >
                    {show(now)}
                  </Code>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
