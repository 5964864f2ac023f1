import { formatMoney, type OrderDto } from '@lobby/contracts';
import { Button, Text } from '@mantine/core';
import { IconFileInvoice, IconPencil, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { canCancel, canEditGamerTags, hasInvoice, isAwaitingPayment } from '../utils/order-rules';
import { AwaitingPaymentActions } from './awaiting-payment-actions';
import { CancelBookingModal } from './cancel-booking-modal';
import { EditGamerTagsModal } from './edit-gamer-tags-modal';

interface OrderActionsProps {
  order: OrderDto;
  onOpenInvoice: (orderId: string) => void;
}

/**
 * What a fan can do with one of their orders: pay or give up one awaiting payment, fix gamer tags or cancel before
 * the session, read the invoice; a refunded booking says what went back where.
 */
export function OrderActions({ order, onOpenInvoice }: OrderActionsProps) {
  const [editing, setEditing] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const editable = canEditGamerTags(order);
  const cancellable = canCancel(order);

  return (
    <>
      {editable && (
        <Button
          size="xs"
          variant="default"
          leftSection={<IconPencil size={14} />}
          onClick={() => setEditing(true)}
        >
          Edit gamer tags
        </Button>
      )}
      {isAwaitingPayment(order) && <AwaitingPaymentActions order={order} />}
      {hasInvoice(order) && (
        <Button
          size="xs"
          variant="light"
          leftSection={<IconFileInvoice size={14} />}
          onClick={() => onOpenInvoice(order._id)}
        >
          Invoice
        </Button>
      )}
      {cancellable && (
        <Button
          size="xs"
          variant="light"
          color="red"
          leftSection={<IconX size={14} />}
          onClick={() => setCancelling(true)}
        >
          Cancel booking
        </Button>
      )}
      {order.refundAmount !== null && order.refundAmount > 0 && (
        <Text size="xs" c="dimmed" data-testid="order-refund">
          Refunded {formatMoney({ amount: order.refundAmount, currency: order.currency })} to your{' '}
          {order.refundTo === 'wallet' ? 'wallet' : 'card'}
        </Text>
      )}
      {editable && <EditGamerTagsModal order={order} opened={editing} onClose={() => setEditing(false)} />}
      {cancellable && (
        <CancelBookingModal order={order} opened={cancelling} onClose={() => setCancelling(false)} />
      )}
    </>
  );
}
