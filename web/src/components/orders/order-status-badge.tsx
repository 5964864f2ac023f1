import type { OrderStatus } from '@lobby/contracts';
import { Badge, type BadgeProps } from '@mantine/core';

const statusColor: Record<OrderStatus, string> = {
  held: 'yellow',
  paid: 'teal',
  completed: 'blue',
  expired: 'gray',
  cancelled: 'gray',
  refunded: 'grape',
};

const statusLabel: Record<OrderStatus, string> = {
  held: 'Awaiting payment',
  paid: 'Paid',
  completed: 'Played',
  expired: 'Expired',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
};

/** An order's state in words and colour, the same for fans and streamers. */
export function OrderStatusBadge({
  status,
  ...props
}: { status: OrderStatus } & Omit<BadgeProps, 'children'>) {
  return (
    <Badge variant="light" color={statusColor[status]} style={{ flexShrink: 0 }} {...props}>
      {statusLabel[status]}
    </Badge>
  );
}
