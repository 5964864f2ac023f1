import { formatMoney, GstLabels, type InvoiceDto } from '@lobby/contracts';
import { Divider, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { AmountRow } from '../amount-row';
import { OrderStatusBadge } from './order-status-badge';
import { formatDate, slotTimeText } from './slot-time-text';

const paymentMethodNames: Record<string, string> = {
  stripe: 'Card (Stripe)',
  wallet: 'Lobby wallet',
  sandbox: 'Test payment',
};

const paymentMethodName = (method: string) =>
  paymentMethodNames[method.toLowerCase()] ?? method.charAt(0).toUpperCase() + method.slice(1);

function Label({ children }: { children: ReactNode }) {
  return (
    <Text size="xs" tt="uppercase" c="dimmed" fw={700} lts={0.5}>
      {children}
    </Text>
  );
}

interface PartyProps {
  label: string;
  fullName: string;
  username: string;
  /** A line under the name, such as the streamer's GSTIN. */
  detail?: string;
}

function Party({ label, fullName, username, detail }: PartyProps) {
  return (
    <Stack gap={2}>
      <Label>{label}</Label>
      <Text fw={600}>{fullName || username}</Text>
      {fullName && (
        <Text size="sm" c="dimmed">
          @{username}
        </Text>
      )}
      {detail && (
        <Text size="sm" ff="monospace">
          {detail}
        </Text>
      )}
    </Stack>
  );
}

/**
 * A paid order laid out as an invoice: who, what, when, and how the total is made up; when the streamer charged GST,
 * their GSTIN and the GST included in the total.
 */
export function InvoiceView({ invoice }: { invoice: InvoiceDto }) {
  const money = (amount: number) => formatMoney({ amount, currency: invoice.currency });
  const slot = slotTimeText(invoice.slot.startTime, invoice.slot.endTime);
  const vip = invoice.kind === 'vip';

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={2}>
          <Label>Invoice number</Label>
          <Title order={3} fz="xl" ff="monospace">
            {invoice.invoiceNumber}
          </Title>
          <Text size="sm" c="dimmed">
            Issued {formatDate(invoice.issuedAt)}
          </Text>
        </Stack>
        <OrderStatusBadge status={invoice.status} size="lg" />
      </Group>

      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <Party label="Billed to" {...invoice.buyer} />
        <Party
          label="Streamer"
          {...invoice.streamer}
          detail={invoice.gst ? `GSTIN ${invoice.gst.gstin}` : undefined}
        />
        <Stack gap={2}>
          <Label>Order number</Label>
          <Text ff="monospace">{invoice.order_id}</Text>
        </Stack>
        <Stack gap={2}>
          <Label>Payment method</Label>
          <Text>{paymentMethodName(invoice.paymentMethod)}</Text>
        </Stack>
      </SimpleGrid>

      <Table.ScrollContainer minWidth={420}>
        <Table verticalSpacing="sm" horizontalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Session</Table.Th>
              <Table.Th ta="right">Players</Table.Th>
              <Table.Th ta="right">Unit price</Table.Th>
              <Table.Th ta="right">Amount</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <Table.Tr>
              <Table.Td>
                <Text fw={600} size="sm">
                  {vip ? `VIP place · ${invoice.gig.title}` : invoice.gig.title}
                </Text>
                <Text size="xs" c="dimmed">
                  {vip ? `Paid ${slot.day} · ${slot.time}` : `${slot.day} · ${slot.range}`}
                </Text>
                <Text size="xs" c="dimmed">
                  {slot.zone}
                </Text>
              </Table.Td>
              <Table.Td ta="right">{invoice.numberOfPlayers}</Table.Td>
              <Table.Td ta="right">{money(invoice.unitPrice)}</Table.Td>
              <Table.Td ta="right">{money(invoice.subtotal)}</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>

      <Stack gap={6} ml={{ base: 0, xs: '40%' }}>
        <AmountRow
          label={`Subtotal (${invoice.numberOfPlayers} × ${money(invoice.unitPrice)})`}
          amount={money(invoice.subtotal)}
        />
        {invoice.discount > 0 && (
          <AmountRow
            label={invoice.promoCode ? `Discount (${invoice.promoCode})` : 'Discount'}
            amount={`−${money(invoice.discount)}`}
          />
        )}
        {invoice.gst ? (
          <AmountRow label={GstLabels.invoiceLine(invoice.gst.percent)} amount={money(invoice.gst.amount)} />
        ) : (
          <AmountRow label="Taxes (included)" amount={money(invoice.taxes)} />
        )}
        <Divider my={4} />
        <AmountRow label={`Total (${invoice.currency})`} amount={money(invoice.total)} strong />
        {invoice.refund && (
          <>
            <AmountRow
              label={`Refunded ${formatDate(invoice.refund.refundedAt)}`}
              amount={`−${money(invoice.refund.amount)}`}
            />
            <AmountRow
              label="Kept after the refund"
              amount={money(invoice.total - invoice.refund.amount)}
              strong
            />
          </>
        )}
      </Stack>
    </Stack>
  );
}
