import { TOAST_DURATION_MS } from '@lobby/contracts';
import { notifications } from '@mantine/notifications';

/** Toasts last TOAST_DURATION_MS (spec §9): successes in teal, information in blue, errors in red. */
export const notify = {
  success: (message: string) => notifications.show({ message, color: 'teal', autoClose: TOAST_DURATION_MS }),
  info: (message: string) => notifications.show({ message, color: 'blue', autoClose: TOAST_DURATION_MS }),
  error: (message: string) => notifications.show({ message, color: 'red', autoClose: TOAST_DURATION_MS }),
};
