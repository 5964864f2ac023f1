import { LiveText } from '@lobby/contracts';
import { Button, Container, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconPlayerStop } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { dashboardPath, OBS_GO_LIVE_PATH } from '../../../lib/live-paths';

interface SessionEndedProps {
  title: string | null;
  /** '?streamerId=…' for a moderator. */
  query: string;
  /** In an OBS dock the next step is going live again from there. */
  obs: boolean;
}

/** A session that has ended: said plainly, with the way back. */
export function SessionEnded({ title, query, obs }: SessionEndedProps) {
  return (
    <Container size={560} py={obs ? 'md' : 64}>
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
        <Stack gap="md" align="flex-start">
          <ThemeIcon size={48} radius="xl" color="gray" variant="light">
            <IconPlayerStop size={26} />
          </ThemeIcon>
          <Title order={1} fz={{ base: 22, sm: 26 }}>
            {LiveText.sessionEnded}
          </Title>
          <Text c="dimmed" size="sm">
            {title ? `“${title}” is over. ` : ''}Its queue is closed and fans can no longer join.
          </Text>
          <Stack gap="xs" w="100%">
            <Button component={Link} to={dashboardPath(query)} fullWidth>
              Go to dashboard
            </Button>
            {obs && (
              <Button component={Link} to={OBS_GO_LIVE_PATH} variant="light" fullWidth>
                Go live again
              </Button>
            )}
          </Stack>
        </Stack>
      </Paper>
    </Container>
  );
}
