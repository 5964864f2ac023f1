import {
  CancellationPolicies,
  CancellationPolicyLabels,
  CancellationPolicyNames,
  DEFAULT_CANCELLATION_POLICY,
} from '@lobby/contracts';
import { Badge, Card, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';

/**
 * The named policies and their refund tiers, read from contracts' CancellationPolicies (the constant booking
 * refunds by), so this page can't say anything else than what a cancellation does.
 */
export function CancellationTiers() {
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        The policies
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {CancellationPolicyNames.map((name) => (
          <Card key={name} withBorder radius="md" padding="md" data-testid={`policy-${name}`}>
            <Stack gap={6}>
              <Group gap="xs" justify="space-between">
                <Text fw={700}>{CancellationPolicyLabels[name]}</Text>
                {name === DEFAULT_CANCELLATION_POLICY && (
                  <Badge size="xs" variant="light">
                    Default
                  </Badge>
                )}
              </Group>
              <List size="sm" spacing={4}>
                {CancellationPolicies[name].tiers.map((tier) => (
                  <List.Item key={tier.hoursBefore}>
                    {tier.refundPercent}% back when you cancel {tier.hoursBefore} hours or more before the
                    slot
                  </List.Item>
                ))}
                <List.Item>Nothing back after that</List.Item>
              </List>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
