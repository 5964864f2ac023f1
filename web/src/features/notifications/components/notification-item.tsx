import { NotificationLimits, type NotificationDto } from '@lobby/contracts';
import { Avatar, Box, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconBroadcast } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { appPath, initialsName, notificationImage, trimTitle } from '../utils/notification-list';
import { relativeTime } from '../utils/relative-time';
import classes from './notification-item.module.css';

interface NotificationItemProps {
  notification: NotificationDto;
  /** Drawn as new: unread, or unread when the bell was opened (opening marks them read). */
  unread: boolean;
  /** The time the relative times are counted from. */
  now: number;
  onOpen: () => void;
}

/** One row of the bell: the star's picture, the title cut to 40 characters, how long ago, and its link. */
export function NotificationItem({ notification, unread, now, onOpen }: NotificationItemProps) {
  const path = appPath(notification._url);
  const star = notification._influencer_id;
  const title = trimTitle(notification.title, NotificationLimits.listTitleMax);
  const className = unread ? `${classes.item} ${classes.unread}` : classes.item;

  const content = (
    <>
      <Avatar
        src={notificationImage(notification)}
        name={initialsName(star?.username)}
        color="initials"
        radius="xl"
        size={40}
        aria-hidden
      >
        {!star && <IconBroadcast size={20} />}
      </Avatar>
      <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
        <Text size="sm" fw={unread ? 700 : 500} c={unread ? 'gray.0' : 'gray.4'} title={notification.title}>
          {title}
          {unread && <VisuallyHidden> (unread)</VisuallyHidden>}
        </Text>
        {/* Lighter than 'dimmed', which reads at 4.2:1 on the violet tint of an unread item. */}
        <Text size="xs" c="dark.1">
          <time dateTime={notification._created_at}>{relativeTime(notification._created_at, now)}</time>
          {notification.type === 'live' && ' · Live'}
        </Text>
      </Stack>
      {unread && <span className={classes.dot} aria-hidden />}
    </>
  );

  return (
    <li>
      {path ? (
        <Box component={Link} to={path} className={className} onClick={onOpen}>
          {content}
        </Box>
      ) : (
        <Box className={className}>{content}</Box>
      )}
    </li>
  );
}
