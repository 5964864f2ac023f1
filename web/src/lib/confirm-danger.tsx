import { Alert, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { modals } from '@mantine/modals';
import type { ReactNode } from 'react';
import { whenModalsHostReady } from './modals-host';

interface ConfirmDangerOptions {
  title: string;
  /** What taking the action does, in a sentence or two. */
  message: ReactNode;
  /** A dimmed line under the message, such as the reason a user gave. */
  detail?: ReactNode;
  /** Something that looks wrong about what is about to happen, in a yellow box above the message. */
  warning?: ReactNode;
  /** The red button's label, naming the action ("Delete game"). */
  confirm: string;
  cancel?: string;
  onConfirm: () => void;
}

/** Asks before an action that is hard or impossible to take back: a centred dialog with a red confirm button. */
export function confirmDanger({
  title,
  message,
  detail,
  warning,
  confirm,
  cancel = 'Cancel',
  onConfirm,
}: ConfirmDangerOptions) {
  const text = <Text size="sm">{message}</Text>;
  whenModalsHostReady(() =>
    modals.openConfirmModal({
      title,
      centered: true,
      children: (
        <Stack gap="xs">
          {warning && (
            <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} />}>
              {warning}
            </Alert>
          )}
          {text}
          {detail && (
            <Text size="sm" c="dimmed">
              {detail}
            </Text>
          )}
        </Stack>
      ),
      labels: { confirm, cancel },
      confirmProps: { color: 'red' },
      onConfirm,
    }),
  );
}
