import { LiveText } from '@lobby/contracts';
import { Button, Center, Group, Stack, Text, TextInput, ThemeIcon, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconBroadcast, IconCopy } from '@tabler/icons-react';
import { liveStarUrl } from '../../../lib/live-paths';
import { whenModalsHostReady } from '../../../lib/modals-host';
import { shareLink } from '../../../lib/marketing/share-link';

function LiveSuccess({ url, onClose }: { url: string; onClose: () => void }) {
  return (
    <Stack gap="lg" pb="xs">
      <Center>
        <ThemeIcon size={72} radius="xl" color="red" variant="light">
          <IconBroadcast size={40} stroke={1.6} />
        </ThemeIcon>
      </Center>
      <Stack gap={4} ta="center">
        <Title order={2} fz={24}>
          {LiveText.liveSessionStarted}
        </Title>
        <Text c="dimmed" size="sm">
          Share your live page so fans can join your queue.
        </Text>
      </Stack>
      <Group gap="xs" wrap="nowrap">
        <TextInput
          flex={1}
          readOnly
          value={url}
          aria-label="Your live page link"
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button leftSection={<IconCopy size={16} />} onClick={() => void shareLink(url)}>
          Copy link
        </Button>
      </Group>
      <Button variant="default" onClick={onClose}>
        Done
      </Button>
    </Stack>
  );
}

/** Spec §2: the 'You are Playing live now!' dialog with the /stars/{username}/live link to copy. */
export function openLiveSuccessModal(username: string) {
  whenModalsHostReady(() => {
    const id = modals.open({
      centered: true,
      radius: 'lg',
      size: 'md',
      withCloseButton: true,
      closeButtonProps: { 'aria-label': 'Close' },
      children: <LiveSuccess url={liveStarUrl(username)} onClose={() => modals.close(id)} />,
    });
  });
}
