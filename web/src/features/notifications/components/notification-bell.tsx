import { InfoText, NotificationLimits } from '@lobby/contracts';
import { ActionIcon, Popover, ScrollArea, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconBell, IconBellOff } from '@tabler/icons-react';

/** The header bell. Notifications arrive with the realtime work; until then it shows the empty state. */
export function NotificationBell() {
  return (
    <Popover position="bottom-end" width={320} shadow="lg" radius="md" withArrow>
      <Popover.Target>
        <ActionIcon variant="subtle" color="gray" size="lg" radius="xl" aria-label="Notifications">
          <IconBell size={22} stroke={1.6} />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown p={0}>
        <Text fw={700} px="md" pt="sm">
          Notifications
        </Text>
        <ScrollArea.Autosize mah={NotificationLimits.popoverMaxHeightPx}>
          <Stack align="center" gap="xs" py="xl">
            <ThemeIcon variant="light" color="gray" size="xl" radius="xl">
              <IconBellOff size={22} />
            </ThemeIcon>
            <Text c="dimmed" size="sm">
              {InfoText.noNotifications}
            </Text>
          </Stack>
        </ScrollArea.Autosize>
      </Popover.Dropdown>
    </Popover>
  );
}
