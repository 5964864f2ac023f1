import { Center, Stack, Text, Title } from '@mantine/core';

/** /influencer/obs/live/overlay/{id}: captured by OBS over the stream, so no header or footer. */
export default function StreamOverlayPage() {
  return (
    <Center mih="100dvh">
      <Stack align="center" gap={4}>
        <Title order={1}>Stream overlay</Title>
        <Text c="dimmed">This overlay is coming soon.</Text>
      </Stack>
    </Center>
  );
}
