import { InfoText, NotificationLimits, type UserDto } from '@lobby/contracts';
import {
  ActionIcon,
  Group,
  Indicator,
  Loader,
  Popover,
  ScrollArea,
  Stack,
  Text,
  ThemeIcon,
  Tooltip,
} from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import { IconBell, IconBellOff, IconSettings } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useNotificationFeed } from '../hooks/use-notification-feed';
import { askForBrowserPermissionOnce } from '../utils/browser-notifications';
import { unreadBadgeLabel } from '../utils/notification-list';
import { NotificationItem } from './notification-item';
import { loadingRegion } from '../../../lib/loading-region';

/** The profile tab with the notification settings. */
const SETTINGS_PATH = '/profile?tab=notifications';

/**
 * The header bell (spec §4 "Notification bell"): the unread count, and a popover listing the newest
 * notifications. Opening it clears the count; the ones that were unread stay marked until it closes, so the
 * user sees which are new.
 */
export function NotificationBell({ user }: { user: UserDto }) {
  const { notifications, isPending, error, unread, markAllRead } = useNotificationFeed(user._id);
  const [opened, setOpened] = useState(false);
  const [newIds, setNewIds] = useState<ReadonlySet<string>>(new Set());
  const [now, setNow] = useState(() => Date.now());

  const open = () => {
    setNewIds(new Set(notifications.filter((item) => !item.isRead).map((item) => item._id)));
    setNow(Date.now());
    setOpened(true);
    if (unread > 0) markAllRead();
    askForBrowserPermissionOnce();
  };
  const close = () => {
    setOpened(false);
    // What arrived while the list was open has been seen too.
    if (unread > 0) markAllRead();
  };
  // Mantine closes on Escape only while focus is inside the list; the bell keeps focus after a click.
  useWindowEvent('keydown', (event) => {
    if (opened && event.key === 'Escape') close();
  });

  return (
    <Indicator
      label={unreadBadgeLabel(unread)}
      disabled={unread === 0}
      color="red"
      size={18}
      offset={7}
      withBorder
      inline
    >
      <Popover
        opened={opened}
        onChange={(next) => (next ? open() : close())}
        position="bottom-end"
        width={340}
        shadow="lg"
        radius="md"
        withArrow
      >
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            radius="xl"
            aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
            onClick={() => (opened ? close() : open())}
          >
            <IconBell size={22} stroke={1.6} />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown p={0}>
          <Group justify="space-between" px="md" py="xs">
            <Text fw={700}>Notifications</Text>
            <Tooltip label="Notification settings" withinPortal={false}>
              <ActionIcon
                component={Link}
                to={SETTINGS_PATH}
                variant="subtle"
                color="gray"
                radius="xl"
                aria-label="Notification settings"
                onClick={close}
              >
                <IconSettings size={18} />
              </ActionIcon>
            </Tooltip>
          </Group>
          <ScrollArea.Autosize mah={NotificationLimits.popoverMaxHeightPx} type="auto">
            {notifications.length > 0 ? (
              <Stack component="ul" gap={0} m={0} p={0} pb={6} style={{ listStyle: 'none' }}>
                {notifications.map((item) => (
                  <NotificationItem
                    key={item._id}
                    notification={item}
                    unread={!item.isRead || newIds.has(item._id)}
                    now={now}
                    onOpen={close}
                  />
                ))}
              </Stack>
            ) : isPending ? (
              <Group justify="center" py="xl">
                <Loader size="sm" {...loadingRegion('Loading notifications')} />
              </Group>
            ) : (
              <Stack align="center" gap="xs" py="xl" px="md">
                <ThemeIcon variant="light" color="gray" size="xl" radius="xl">
                  <IconBellOff size={22} />
                </ThemeIcon>
                <Text c="dimmed" size="sm" ta="center">
                  {error ? 'Notifications could not be loaded' : InfoText.noNotifications}
                </Text>
              </Stack>
            )}
          </ScrollArea.Autosize>
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
}
