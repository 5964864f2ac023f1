import { Button, Container, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBroadcast, IconListDetails } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { obsQueueManagementPath } from '../../../lib/live-paths';

interface ObsGoLiveProps {
  /** The running session, or null when the streamer is not live. */
  liveSessionId: string | null;
  /** Opens the live-start dialog (in OBS mode, since this page's path has an `obs` segment). */
  onStart: () => void;
}

function Panel({
  icon,
  title,
  text,
  action,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  action: ReactNode;
}) {
  return (
    <Container size={440} py="lg">
      <Paper withBorder radius="lg" p="lg">
        <Stack align="center" ta="center" gap="md">
          <ThemeIcon size={56} radius="xl" variant="light" color="red">
            {icon}
          </ThemeIcon>
          <Stack gap={4}>
            <Title order={1} fz={22}>
              {title}
            </Title>
            <Text size="sm" c="dimmed">
              {text}
            </Text>
          </Stack>
          {action}
        </Stack>
      </Paper>
    </Container>
  );
}

/** The OBS dock's start page (spec §2 /influencer/obs/live/go-live): go live, or open the running session's queue. */
export function ObsGoLive({ liveSessionId, onStart }: ObsGoLiveProps) {
  if (liveSessionId) {
    return (
      <Panel
        icon={<IconListDetails size={30} />}
        title="You are live"
        text="Call fans in, send lobby codes and see who is next."
        action={
          <Button component={Link} to={obsQueueManagementPath(liveSessionId)} color="red" fullWidth>
            Open queue management
          </Button>
        }
      />
    );
  }
  return (
    <Panel
      icon={<IconBroadcast size={30} />}
      title="Ready to play live?"
      text="Pick your game, platform and price, check the details, and your fans can join your queue."
      action={
        <Button color="red" fullWidth leftSection={<IconBroadcast size={18} />} onClick={onStart}>
          Start a live session
        </Button>
      }
    />
  );
}
