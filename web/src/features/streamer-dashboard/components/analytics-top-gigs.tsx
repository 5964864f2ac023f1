import { formatMoney, type TopGigDto } from '@lobby/contracts';
import { Table, Text } from '@mantine/core';

/** Top performing gigs: paid orders, revenue, views, clicks and views-to-paid conversion. */
export function AnalyticsTopGigs({ gigs }: { gigs: TopGigDto[] }) {
  if (gigs.length === 0) return <Text c="dimmed">No gigs yet.</Text>;
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table striped aria-label="Top performing gigs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Gig</Table.Th>
            <Table.Th ta="right">Paid orders</Table.Th>
            <Table.Th ta="right">Revenue</Table.Th>
            <Table.Th ta="right">Views</Table.Th>
            <Table.Th ta="right">Clicks</Table.Th>
            <Table.Th ta="right">Conversion</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {gigs.map((gig) => (
            <Table.Tr key={gig.gigId}>
              <Table.Td>{gig.product_title}</Table.Td>
              <Table.Td ta="right">{gig.paidOrders}</Table.Td>
              <Table.Td ta="right">{formatMoney({ amount: gig.revenue, currency: gig.currency })}</Table.Td>
              <Table.Td ta="right">{gig.views}</Table.Td>
              <Table.Td ta="right">{gig.clicks}</Table.Td>
              <Table.Td ta="right">{gig.conversionRate} %</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
