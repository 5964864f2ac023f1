import type { OrderDto } from '@lobby/contracts';
import { Button } from '@mantine/core';
import { IconFileInvoice, IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { canEditGamerTags, hasInvoice } from '../utils/order-rules';
import { EditGamerTagsModal } from './edit-gamer-tags-modal';

interface OrderActionsProps {
  order: OrderDto;
  onOpenInvoice: (orderId: string) => void;
}

/** What a fan can do with one of their orders: fix gamer tags before the session, read the invoice. */
export function OrderActions({ order, onOpenInvoice }: OrderActionsProps) {
  const [editing, setEditing] = useState(false);
  const editable = canEditGamerTags(order);

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
      {editable && <EditGamerTagsModal order={order} opened={editing} onClose={() => setEditing(false)} />}
    </>
  );
}
