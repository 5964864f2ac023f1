import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconFileInvoice, IconReceipt } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useState } from 'react';
import { ListEmpty } from '../../../components/catalog/list-status';
import { OrderCard } from '../../../components/orders/order-card';
import { OrderCardSkeletons } from '../../../components/orders/order-card-skeletons';
import { OrderInvoiceModal } from '../../../components/orders/order-invoice-modal';
import { PagedGrid } from '../../../components/paged-grid';
import type { MonthRef } from '../api/get-month-slots';
import { useStreamerOrders } from '../api/get-streamer-orders';

interface StreamerOrdersProps {
  starId: string;
  /** '?streamerId=…' when a moderator acts for the streamer, else ''. */
  query: string;
  /** The month the calendar shows. */
  month: MonthRef;
}

/**
 * The orders of the month the calendar shows that moved money (paid, and also refunded or cancelled, with what
 * each kept), 10 a page, each with its invoice.
 */
export function StreamerOrders({ starId, query, month }: StreamerOrdersProps) {
  const [page, setPage] = useState(1);
  const [invoiceOrderId, setInvoiceOrderId] = useState<string | null>(null);
  const orders = useStreamerOrders(starId, query, month, page);
  const monthName = dayjs(new Date(month.year, month.month - 1, 1)).format('MMMM YYYY');

  return (
    <Paper component="section" withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Group justify="space-between" align="baseline" gap="sm">
          <Title order={2} fz={{ base: 'lg', sm: 'xl' }}>
            Orders in {monthName}
          </Title>
          {orders.data && (
            <Text size="sm" c="dimmed">
              {orders.data.total} {orders.data.total === 1 ? 'order' : 'orders'}
            </Text>
          )}
        </Group>
        <PagedGrid
          query={orders}
          page={page}
          onPageChange={setPage}
          cols={{ base: 1, sm: 2, lg: 3 }}
          loading={<OrderCardSkeletons count={2} />}
          empty={
            <ListEmpty
              icon={<IconReceipt size={28} />}
              title="No paid orders this month"
              description="When fans pay for slots of this month, their orders and invoices show up here."
            />
          }
        >
          {(order) => (
            <OrderCard
              key={order._id}
              order={order}
              viewer="streamer"
              actions={
                <Button
                  size="xs"
                  variant="light"
                  leftSection={<IconFileInvoice size={14} />}
                  onClick={() => setInvoiceOrderId(order._id)}
                >
                  Invoice
                </Button>
              }
            />
          )}
        </PagedGrid>
      </Stack>
      <OrderInvoiceModal orderId={invoiceOrderId} query={query} onClose={() => setInvoiceOrderId(null)} />
    </Paper>
  );
}
