import { NotificationLimits } from '@lobby/contracts';
import { Avatar } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBell } from '@tabler/icons-react';
import { showBrowserNotification } from './browser-notifications';
import { initialsName, trimTitle } from './notification-list';

interface Popup {
  /** Mantine shows one pop-up per id, so a push heard twice (two listeners, two tabs' replays) shows once. */
  id: string;
  title: string;
  message: string;
  image: string | null;
  /** Whose initials stand in for a missing picture; without one, a bell does. */
  initialsOf?: string;
  /** Opens what the notification is about; the pop-up and the system notification both do it when clicked. */
  open?: () => void;
}

/**
 * A new notification's pop-up for 10 s, its title cut to 30 characters (spec §4, §9), plus a system notification
 * when the user allowed them.
 */
export function showPopup({ id, title, message, image, initialsOf, open }: Popup): void {
  const shortTitle = trimTitle(title, NotificationLimits.popupTitleMax);
  notifications.show({
    id,
    title: shortTitle,
    message,
    color: 'violet',
    autoClose: NotificationLimits.popupMs,
    icon:
      image || initialsOf ? (
        <Avatar src={image} name={initialsName(initialsOf)} color="initials" size={28} radius="xl" alt="" />
      ) : (
        <IconBell size={18} />
      ),
    onClick: open
      ? (event) => {
          // The close button is inside the pop-up: closing must not open the link.
          if ((event.target as Element).closest('button')) return;
          notifications.hide(id);
          open();
        }
      : undefined,
    style: open ? { cursor: 'pointer' } : undefined,
  });
  showBrowserNotification({
    tag: id,
    title: shortTitle,
    body: shortTitle === title ? message : `${title}\n${message}`,
    icon: image,
    onClick: open,
  });
}
