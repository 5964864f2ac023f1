import { formatMoney, type OrderDto } from '@lobby/contracts';
import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { OrderStatusBadge } from './order-status-badge';
import { SlotTime } from './slot-time';

interface OrderCardProps {
  order: OrderDto;
  /** A fan sees who they play with; a streamer sees who booked. */
  viewer: 'fan' | 'streamer';
  /** Shown under the order's details, such as the lobby code. */
  children?: ReactNode;
  /** Buttons at the bottom of the card. */
  actions?: ReactNode;
}

/** One booked slot: the gig, the slot's time, players, gamer tags, state and money. */
export function OrderCard({ order, viewer, children, actions }: OrderCardProps) {
  return (
    <Paper withBorder radius="lg" p="md" h="100%">
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
          <Stack gap={2} miw={0}>
            <Anchor
              component={Link}
              to={`/stars/${encodeURIComponent(order.influencerUsername)}/gigs/${encodeURIComponent(order.slug)}`}
              fw={700}
              c="inherit"
              lineClamp={2}
            >
              {order.product_title}
            </Anchor>
            {viewer === 'fan' ? (
              <Text size="sm" c="dimmed">
                with{' '}
                <Anchor
                  component={Link}
                  to={`/stars/${encodeURIComponent(order.influencerUsername)}`}
                  inherit
                >
                  {order.influencerName || order.influencerUsername}
                </Anchor>
              </Text>
            ) : (
              <Text size="sm" c="dimmed">
                Booked by {order.fullName || order.username}
                {order.fullName && order.username && ` (@${order.username})`}
              </Text>
            )}
          </Stack>
          <OrderStatusBadge status={order.status} />
        </Group>
        <SlotTime startTime={order.startTime} endTime={order.endTime} />
        <Group gap="xs">
          <Badge variant="default" tt="none" leftSection={<IconUsers size={12} />}>
            {order.numberOfPlayers} {order.numberOfPlayers === 1 ? 'player' : 'players'}
          </Badge>
          {order.gamerTags.map((tag) => (
            <Badge key={tag._id} variant="outline" color="gray" tt="none">
              {tag.gamerTag}
            </Badge>
          ))}
        </Group>
        <OrderMoney order={order} />
        <Text size="xs" c="dimmed">
          Order {order.order_id}
        </Text>
        {children}
        {actions && (
          <Group justify="flex-end" gap="xs" mt="auto">
            {actions}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

/** What was charged (in the order's own currency), or what is due while unpaid, and any discount. */
function OrderMoney({ order }: { order: OrderDto }) {
  const money = (amount: number) => formatMoney({ amount, currency: order.currency });
  const label = order.amountPaid !== null ? 'Paid' : order.status === 'held' ? 'To pay' : 'Total';
  return (
    <Group gap="xs" align="baseline">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700}>{money(order.amountPaid ?? order.amount - order.discount)}</Text>
      {order.discount > 0 && (
        <Text size="sm" c="teal.4">
          −{money(order.discount)} off{order.promoCode && ` with ${order.promoCode}`}
        </Text>
      )}
    </Group>
  );
}
