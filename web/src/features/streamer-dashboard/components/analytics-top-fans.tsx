import { formatMoney, type TopFanDto } from '@lobby/contracts';
import { Avatar, Group, Stack, Text } from '@mantine/core';

/** Top fans by paid orders, with what they spent. */
export function AnalyticsTopFans({ fans }: { fans: TopFanDto[] }) {
  if (fans.length === 0) return <Text c="dimmed">No paying fans yet.</Text>;
  return (
    <Stack gap="sm" component="ol" aria-label="Top fans" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {fans.map((fan) => {
        const name = fan.fullName || fan.username || 'A fan';
        return (
          <Group key={fan.userId} component="li" justify="space-between" wrap="nowrap">
            <Group gap="sm" wrap="nowrap">
              <Avatar src={fan.imageUrl} name={name} radius="xl" size="sm" />
              <div>
                <Text fw={600} size="sm">
                  {name}
                </Text>
                {fan.username && (
                  <Text size="xs" c="dimmed">
                    @{fan.username}
                  </Text>
                )}
              </div>
            </Group>
            <div style={{ textAlign: 'right' }}>
              <Text size="sm" fw={600}>
                {fan.spend.map((money) => formatMoney(money)).join(' + ')}
              </Text>
              <Text size="xs" c="dimmed">
                {fan.paidOrders} {fan.paidOrders === 1 ? 'order' : 'orders'}
              </Text>
            </div>
          </Group>
        );
      })}
    </Stack>
  );
}
