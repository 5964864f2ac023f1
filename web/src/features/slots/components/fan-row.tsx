import { Avatar, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconUserMinus } from '@tabler/icons-react';
import { OrderStatusBadge } from '../../../components/orders/order-status-badge';
import type { SlotFan } from '../api/get-slot-page';

interface FanRowProps {
  fan: SlotFan;
  /** Left out when the fan's booking can no longer be removed. */
  onRemove?: () => void;
  removing: boolean;
}

/** One fan who booked the slot: name, state, players and gamer tags, and removing them. */
export function FanRow({ fan, onRemove, removing }: FanRowProps) {
  const name = fan.username ?? 'Fan';
  return (
    <Paper withBorder radius="md" p="sm">
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <Avatar name={name} color="initials" radius="xl" size="md" />
        <Stack gap={4} miw={0} style={{ flex: 1 }}>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text fw={600} truncate>
              {name}
            </Text>
            <OrderStatusBadge status={fan.status} size="sm" />
          </Group>
          <Text size="xs" c="dimmed">
            {fan.numberOfPlayers} {fan.numberOfPlayers === 1 ? 'player' : 'players'}
            {fan.orderId && ` · Order ${fan.orderId}`}
          </Text>
          {fan.gamerTags.length > 0 && (
            <Group gap={6}>
              {fan.gamerTags.map((tag, index) => (
                <Badge key={`${tag}-${index}`} variant="outline" color="gray" size="sm" tt="none">
                  {tag}
                </Badge>
              ))}
            </Group>
          )}
        </Stack>
        {onRemove && (
          <Button
            size="compact-xs"
            variant="subtle"
            color="red"
            leftSection={<IconUserMinus size={14} />}
            loading={removing}
            onClick={onRemove}
            aria-label={`Remove ${name} from this slot`}
            style={{ flexShrink: 0 }}
          >
            Remove
          </Button>
        )}
      </Group>
    </Paper>
  );
}
