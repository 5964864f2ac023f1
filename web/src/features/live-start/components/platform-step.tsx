import { Alert, Group, Radio, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { platformIcon } from '../../../components/catalog/platform-icon';
import type { LiveStartForm } from '../hooks/use-live-start-form';
import { LiveStep } from '../utils/live-form';

/** Step 2: the platform, among those the game is played on. Choosing one completes the step. */
export function PlatformStep({ live }: { live: LiveStartForm }) {
  const platforms = live.game.data?.platforms_available ?? [];
  const selected = live.form.values.platformId;

  if (platforms.length === 0) {
    return (
      <Alert variant="light" color="gray" icon={<IconInfoCircle />}>
        {live.gameName ?? 'This game'} lists no platforms. Go on to the price.
      </Alert>
    );
  }
  return (
    <Radio.Group label="Platform you play on" value={selected} onChange={() => undefined}>
      <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="sm" mt={6}>
        {platforms.map((platform) => {
          const Icon = platformIcon(platform.platform_name);
          return (
            <Radio.Card
              key={platform._id}
              value={platform._id}
              radius="md"
              p="sm"
              onClick={() =>
                platform._id === selected ? live.setActive(LiveStep.price) : live.choosePlatform(platform._id)
              }
            >
              <Group gap="sm" wrap="nowrap">
                <ThemeIcon variant="light" size={34} radius="md">
                  <Icon size={20} />
                </ThemeIcon>
                <Text fw={600} size="sm" lineClamp={2}>
                  {platform.platform_name}
                </Text>
              </Group>
            </Radio.Card>
          );
        })}
      </SimpleGrid>
    </Radio.Group>
  );
}
