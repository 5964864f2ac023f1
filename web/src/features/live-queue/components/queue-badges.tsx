import type { QueueEntryStatus, QueueKind } from '@lobby/contracts';
import { Badge, type BadgeProps } from '@mantine/core';
import { IconCrown } from '@tabler/icons-react';
import { kindLabel, statusColor, statusLabel } from '../utils/queue-labels';

/** 'VIP' in gold with a crown, 'Regular' plain. */
export function QueueKindBadge({ kind, ...props }: { kind: QueueKind } & Omit<BadgeProps, 'children'>) {
  return kind === 'vip' ? (
    <Badge color="yellow" variant="light" leftSection={<IconCrown size={12} />} {...props}>
      {kindLabel.vip}
    </Badge>
  ) : (
    <Badge color="gray" variant="light" {...props}>
      {kindLabel.regular}
    </Badge>
  );
}

export function QueueStatusBadge({
  status,
  ...props
}: { status: QueueEntryStatus } & Omit<BadgeProps, 'children'>) {
  return (
    <Badge color={statusColor[status]} variant="light" {...props}>
      {statusLabel[status]}
    </Badge>
  );
}
