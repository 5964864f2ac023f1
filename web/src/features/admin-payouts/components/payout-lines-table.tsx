import { formatMoney, GstLabels, type PayoutLineDto } from '@lobby/contracts';
import {
  Badge,
  Checkbox,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  useMatches,
  VisuallyHidden,
} from '@mantine/core';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';

/** Lines are keyed by order and kind: a refund of a paid-out sale names the sale's order too. */
export const lineKey = (line: PayoutLineDto) => `${line.orderId}:${line.kind}`;

const when = (iso: string) => dayjs(iso).format('D MMM YYYY, HH:mm');

/** How a line is named to screen readers, in its checkbox and its remove button. */
export const lineName = (line: PayoutLineDto) =>
  `${line.title}, order ${line.orderNumber} (${line.kind === 'reversal' ? 'refund' : 'paid'} ${when(line.refundedAt ?? line.paidAt)})`;

/** When the line's money moved: a refund line by its refund, a partly refunded sale by both dates. */
const lineDates = (line: PayoutLineDto) => {
  if (line.kind === 'reversal' && line.refundedAt) return `Refunded ${when(line.refundedAt)}`;
  const paid = `Paid ${when(line.paidAt)}`;
  return line.refundedAt ? `${paid} · partly refunded ${when(line.refundedAt)}` : paid;
};

const AMOUNTS = [
  ['gross', 'Gross'],
  ['platformFee', 'Fee'],
  ['platformFeeGst', 'GST on fee'],
  ['tds', 'TDS'],
  ['net', 'Net'],
] as const;

/** Of net, the GST the streamer charged on their own sessions (theirs to remit): a column only when a line has some. */
const SERVICE_GST = ['serviceGst', GstLabels.staffPayoutLine] as const;

const amountsOf = (lines: PayoutLineDto[]) =>
  lines.some((line) => line.serviceGst !== 0) ? [...AMOUNTS, SERVICE_GST] : AMOUNTS;

function LineSubject({ line }: { line: PayoutLineDto }) {
  return (
    <Stack gap={2} miw={0}>
      <Text size="sm" fw={600} lineClamp={2}>
        {line.title}
      </Text>
      {/* Wraps on a phone's narrow cell rather than cutting the badges off. */}
      <Group gap={6} wrap="wrap">
        <Badge size="xs" variant="light" color={line.saleKind === 'vip' ? 'grape' : 'blue'} flex="none">
          {line.saleKind === 'vip' ? 'VIP' : 'Slot'}
        </Badge>
        {line.kind === 'reversal' && (
          <Badge size="xs" variant="light" color="red" flex="none">
            Refund
          </Badge>
        )}
        {line.sandbox && (
          <Badge
            size="xs"
            variant="light"
            color="orange"
            flex="none"
            title="Paid on the sandbox card: no real money"
          >
            Sandbox
          </Badge>
        )}
        <Text size="xs" c="dimmed">
          Order {line.orderNumber} · {line.fanName}
        </Text>
      </Group>
      <Text size="xs" c="dimmed">
        {lineDates(line)}
      </Text>
    </Stack>
  );
}

export interface LineSelection {
  selected: ReadonlySet<string>;
  onChange: (selected: Set<string>) => void;
}

interface PayoutLinesTableProps {
  lines: PayoutLineDto[];
  /** The table's accessible name, e.g. "Remaining orders in INR". */
  label: string;
  /** Checkboxes to pick lines by their order id (staff who may write). */
  selection?: LineSelection;
  /** A button at the end of each line, such as taking it out of a draft. */
  lineAction?: (line: PayoutLineDto) => ReactNode;
}

/**
 * A payout's lines (or the remaining ones): what was sold and when, then gross, fee, GST on the fee, TDS and net
 * (and, when the streamer charged GST on their sessions, the GST of net theirs to remit); a refund of a sale
 * already paid out shows its figures negative. A table on wide screens, cards on phones.
 */
export function PayoutLinesTable({ lines, label, selection, lineAction }: PayoutLinesTableProps) {
  const phone = useMatches({ base: true, sm: false });
  const amounts = amountsOf(lines);
  const checkbox = (line: PayoutLineDto) =>
    selection && (
      <Checkbox
        aria-label={`Select ${lineName(line)}`}
        checked={selection.selected.has(line.orderId)}
        onChange={(event) => {
          const next = new Set(selection.selected);
          if (event.currentTarget.checked) next.add(line.orderId);
          else next.delete(line.orderId);
          selection.onChange(next);
        }}
      />
    );

  if (phone)
    return (
      <Stack gap="sm">
        {lines.map((line) => (
          <Paper key={lineKey(line)} withBorder radius="md" p="sm">
            <Group gap="sm" wrap="nowrap" align="flex-start">
              {checkbox(line)}
              <Stack gap="xs" style={{ flex: 1 }} miw={0}>
                <LineSubject line={line} />
                <SimpleGrid cols={3} spacing="xs" verticalSpacing={4}>
                  {amounts.map(([key, header]) => (
                    <Stack key={key} gap={0}>
                      <Text size="xs" c="dimmed">
                        {header}
                      </Text>
                      <Text size="sm" fw={key === 'net' ? 700 : 500}>
                        {formatMoney({ amount: line[key], currency: line.currency })}
                      </Text>
                    </Stack>
                  ))}
                </SimpleGrid>
              </Stack>
              {lineAction?.(line)}
            </Group>
          </Paper>
        ))}
      </Stack>
    );

  const allSelected = selection !== undefined && lines.every((line) => selection.selected.has(line.orderId));
  const someSelected = selection !== undefined && lines.some((line) => selection.selected.has(line.orderId));

  return (
    <Table.ScrollContainer minWidth={680}>
      <Table verticalSpacing="xs" highlightOnHover aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {selection && (
              <Table.Th w={40}>
                <Checkbox
                  aria-label="Select all"
                  checked={allSelected}
                  indeterminate={someSelected && !allSelected}
                  onChange={() =>
                    selection.onChange(allSelected ? new Set() : new Set(lines.map((line) => line.orderId)))
                  }
                />
              </Table.Th>
            )}
            <Table.Th>Order</Table.Th>
            {amounts.map(([key, header]) => (
              <Table.Th key={key} ta="right">
                {header}
              </Table.Th>
            ))}
            {lineAction && (
              <Table.Th w={48}>
                <VisuallyHidden>Action</VisuallyHidden>
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line) => (
            <Table.Tr key={lineKey(line)}>
              {selection && <Table.Td>{checkbox(line)}</Table.Td>}
              <Table.Td maw={320}>
                <LineSubject line={line} />
              </Table.Td>
              {amounts.map(([key]) => (
                <Table.Td key={key} ta="right" fw={key === 'net' ? 700 : undefined}>
                  {formatMoney({ amount: line[key], currency: line.currency })}
                </Table.Td>
              ))}
              {lineAction && <Table.Td ta="right">{lineAction(line)}</Table.Td>}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
