import { Button, Container, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBroadcastOff } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { starPath } from '../../../components/catalog/star-card';

/** A star who is not live right now: said kindly, with their page (gigs to book) as the way on. */
export function NotLive({ username }: { username: string }) {
  return (
    <Container size={560} py={{ base: 'xl', sm: 80 }}>
      <Stack align="center" gap="md" ta="center">
        <ThemeIcon size={64} radius="xl" variant="light" color="gray">
          <IconBroadcastOff size={34} />
        </ThemeIcon>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          @{username} isn’t live right now
        </Title>
        <Text c="dimmed">
          When they go live, their stream and queue show up here. Meanwhile you can book one of their gigs or
          add them to your favourites.
        </Text>
        <Button component={Link} to={starPath(username)} size="md" radius="xl">
          Visit their page
        </Button>
      </Stack>
    </Container>
  );
}
