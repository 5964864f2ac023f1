import { ClientSocketEvents, type NotificationDto } from '@lobby/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { liveStarUrl } from '../../../lib/live-paths';
import { currentSocket, useRealtimeEvent, useSocketClientLoaded } from '../../../lib/realtime';
import { useAuthStore } from '../../../stores/auth-store';
import { useNotifications } from '../api/get-notifications';
import {
  appPath,
  markedRead,
  notificationImage,
  unreadCount,
  withNotification,
} from '../utils/notification-list';
import { relativeTime } from '../utils/relative-time';
import { showPopup } from '../utils/show-popup';
import { notificationsKeys } from '../keys';

/**
 * The signed-in user's notifications, kept live (spec §4 "Notification bell", §7 Realtime): the list is asked
 * for on every socket connect (so a reconnect catches up on missed pushes), `notificationsList` replaces it,
 * `newNotification` and `newSlotAvailableNotification` put one on top with a pop-up, and a live-queue message
 * to the fan (`messageNotificationUserLiveSession`) pops up on every page, not only on the live page.
 */
export function useNotificationFeed(userId: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const accessToken = useAuthStore((state) => state.accessToken);
  const socketClientLoaded = useSocketClientLoaded();
  const list = useNotifications(userId);

  /**
   * Changes the list once any HTTP read still on its way is cancelled: the socket is newer, and a cancelled read
   * puts back the state it started from, which would undo a change made before it settles.
   */
  const update = useCallback(
    (change: (items: NotificationDto[] | undefined) => NotificationDto[] | undefined) => {
      const queryKey = notificationsKeys.feed(userId);
      void queryClient
        .cancelQueries({ queryKey })
        .then(() => queryClient.setQueryData<NotificationDto[]>(queryKey, change));
    },
    [queryClient, userId],
  );

  useEffect(() => {
    const socket = currentSocket();
    if (!socket) return;
    // The server answers with a notificationsList push (handled below).
    const ask = () => socket.emit(ClientSocketEvents.notificationsList, { _user_id: userId });
    socket.on('connect', ask);
    if (socket.connected) ask();
    return () => {
      socket.off('connect', ask);
    };
  }, [userId, accessToken, socketClientLoaded]);

  useRealtimeEvent('notificationsList', (items) => {
    if (Array.isArray(items)) update(() => items);
  });

  const announce = (notification: NotificationDto) => {
    update((items) => withNotification(items, notification));
    const path = appPath(notification._url);
    const star = notification._influencer_id?.username;
    showPopup({
      id: `notification-${notification._id}`,
      title: notification.title,
      message: [star && `@${star}`, relativeTime(notification._created_at)].filter(Boolean).join(' · '),
      image: notificationImage(notification),
      initialsOf: star,
      open: path ? () => navigate(path) : undefined,
    });
  };
  useRealtimeEvent('newNotification', announce);
  useRealtimeEvent('newSlotAvailableNotification', ({ _gig_id, slots, ...notification }) =>
    announce(notification),
  );

  // The live page shows the same message under the same pop-up id, so a fan there sees it once. The server
  // also keeps it in the bell without a second push: ask for the list again.
  useRealtimeEvent('messageNotificationUserLiveSession', (message) => {
    currentSocket()?.emit(ClientSocketEvents.notificationsList, { _user_id: userId });
    showPopup({
      id: `live-message-${message._id}`,
      title: `@${message.influencerUsername}`,
      message: message.message,
      image: message.image,
      initialsOf: message.influencerUsername,
      open: () => navigate(liveStarUrl(message.influencerUsername, '')),
    });
  });

  /** Clears the count at once; the server marks every notification read and sends the list again. */
  const markAllRead = useCallback(() => {
    update(markedRead);
    currentSocket()?.emit(ClientSocketEvents.notificationsMarkRead, { _user_id: userId });
  }, [update, userId]);

  return {
    notifications: list.data ?? [],
    isPending: list.isPending,
    error: list.error,
    unread: unreadCount(list.data),
    markAllRead,
  };
}
