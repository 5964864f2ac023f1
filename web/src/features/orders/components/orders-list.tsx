import '@mantine/dates/styles.css';
import { Button, Group, Stack, Text } from '@mantine/core';
import { MonthPickerInput } from '@mantine/dates';
import { IconCalendarMonth, IconReceipt } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ListEmpty } from '../../../components/catalog/list-status';
import { OrderLobbyCode } from '../../../components/orders/lobby-code';
import { OrderCard } from '../../../components/orders/order-card';
import { OrderCardSkeletons } from '../../../components/orders/order-card-skeletons';
import { PagedGrid } from '../../../components/paged-grid';
import { useUserOrders, type OrdersMonth } from '../api/get-user-orders';
import { OrderActions } from './order-actions';

interface OrdersListProps {
  userId: string;
  onOpenInvoice: (orderId: string) => void;
}

/** The picker's own format (Mantine's default), so its name starts with the words it shows. */
const MONTH_FORMAT = 'MMMM YYYY';

const monthOf = (day: string | null): OrdersMonth | null =>
  day ? { year: dayjs(day).year(), month: dayjs(day).month() + 1 } : null;

/** Every order of the fan, newest first, or those of one month, each with its actions and invoice. */
export function OrdersList({ userId, onOpenInvoice }: OrdersListProps) {
  const [page, setPage] = useState(1);
  const [monthDay, setMonthDay] = useState<string | null>(null);
  const orders = useUserOrders(userId, page, monthOf(monthDay));

  const pickMonth = (value: string | null) => {
    setMonthDay(value);
    setPage(1);
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Text size="sm" c="dimmed">
          {orders.data
            ? `${orders.data.total} ${orders.data.total === 1 ? 'order' : 'orders'}`
            : 'Your bookings, paid or not'}
        </Text>
        <MonthPickerInput
          aria-label={`${monthDay ? dayjs(monthDay).format(MONTH_FORMAT) : 'All months'}: show the orders of one month`}
          placeholder="All months"
          valueFormat={MONTH_FORMAT}
          leftSection={<IconCalendarMonth size={16} />}
          clearable
          value={monthDay}
          onChange={pickMonth}
          w={200}
          popoverProps={{ withinPortal: true }}
        />
      </Group>
      <PagedGrid
        query={orders}
        page={page}
        onPageChange={setPage}
        loading={<OrderCardSkeletons count={4} />}
        empty={
          <ListEmpty
            icon={<IconReceipt size={28} />}
            title={monthDay ? `No orders in ${dayjs(monthDay).format('MMMM YYYY')}` : 'No orders yet'}
            description={
              monthDay
                ? 'Pick another month, or clear the filter to see all your orders.'
                : 'When you book a session with a streamer, the order and its invoice show up here.'
            }
          >
            {!monthDay && (
              <Button component={Link} to="/browse" variant="light">
                Find a gig
              </Button>
            )}
          </ListEmpty>
        }
      >
        {(order) => (
          <OrderCard
            key={order._id}
            order={order}
            viewer="fan"
            actions={<OrderActions order={order} onOpenInvoice={onOpenInvoice} />}
          >
            <OrderLobbyCode order={order} />
          </OrderCard>
        )}
      </PagedGrid>
    </Stack>
  );
}
