import { formatMoney, type OrderDto } from '@lobby/contracts';
import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconClock, IconUsers } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { OrderStatusBadge } from './order-status-badge';
import { SlotTime } from './slot-time';
import { slotTimeText } from './slot-time-text';

interface OrderCardProps {
  order: OrderDto;
  /** A fan sees who they play with; a streamer sees who booked. */
  viewer: 'fan' | 'streamer';
  /** Shown under the order's details, such as the lobby code. */
  children?: ReactNode;
  /** Buttons at the bottom of the card. */
  actions?: ReactNode;
}

/**
 * One booked slot: the gig, the slot's time, players, gamer tags, state and money. A VIP place (an order of kind
 * vip) reads "VIP place · <session title>", links to the star's live page and shows when it was paid.
 */
export function OrderCard({ order, viewer, children, actions }: OrderCardProps) {
  const vip = order.kind === 'vip';
  const star = encodeURIComponent(order.influencerUsername);
  return (
    <Paper withBorder radius="lg" p="md" h="100%">
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
          <Stack gap={2} miw={0}>
            <Anchor
              component={Link}
              to={vip ? `/stars/${star}/live` : `/stars/${star}/gigs/${encodeURIComponent(order.slug)}`}
              fw={700}
              c="inherit"
              lineClamp={2}
            >
              {vip ? `VIP place · ${order.product_title}` : order.product_title}
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
        {vip ? (
          <PaidAt at={order.paidAt ?? order.startTime} />
        ) : (
          <SlotTime startTime={order.startTime} endTime={order.endTime} />
        )}
        <Group gap="xs">
          {!vip && (
            <Badge variant="default" tt="none" leftSection={<IconUsers size={12} />}>
              {order.numberOfPlayers} {order.numberOfPlayers === 1 ? 'player' : 'players'}
            </Badge>
          )}
          {order.gamerTags.map((tag) => (
            <Badge key={tag._id} variant="outline" color="gray" tt="none">
              {tag.gamerTag}
            </Badge>
          ))}
        </Group>
        <OrderMoney order={order} viewer={viewer} />
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

/** When a VIP place was paid, in the viewer's zone. */
function PaidAt({ at }: { at: string }) {
  const { day, time, zone } = slotTimeText(at, at);
  return (
    <Text size="sm" fw={600}>
      <IconClock size={14} style={{ verticalAlign: -2, marginRight: 6 }} />
      Paid {day} · {time}{' '}
      <Text span size="xs" c="dimmed" fw={400}>
        {zone}
      </Text>
    </Text>
  );
}

/**
 * What was charged (in the order's own currency), or what is due while unpaid, and any discount; once cancelled
 * or refunded, what went back, and for the streamer what the order kept.
 */
function OrderMoney({ order, viewer }: { order: OrderDto; viewer: OrderCardProps['viewer'] }) {
  const money = (amount: number) => formatMoney({ amount, currency: order.currency });
  const label = order.amountPaid !== null ? 'Paid' : order.status === 'held' ? 'To pay' : 'Total';
  return (
    <Stack gap={2}>
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
      {order.refundAmount !== null && (
        <Group gap="xs" align="baseline">
          <Text size="sm" c="dimmed">
            Refunded
          </Text>
          <Text size="sm" fw={600}>
            {money(order.refundAmount)}
          </Text>
          {viewer === 'streamer' && order.keptAmount !== null && (
            <>
              <Text size="sm" c="dimmed">
                · Kept
              </Text>
              <Text size="sm" fw={700}>
                {money(order.keptAmount)}
              </Text>
            </>
          )}
        </Group>
      )}
    </Stack>
  );
}
