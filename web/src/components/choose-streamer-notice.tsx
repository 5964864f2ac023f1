import { Alert, Container } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { TextLink } from './text-link';

/**
 * A streamer's page opened by someone acting for no streamer (staff outside moderator mode): how to pick one.
 * `manages` names what the page manages: "slots", "gigs".
 */
export function ChooseStreamerNotice({ manages }: { manages: string }) {
  return (
    <Container size="sm" py="xl">
      <Alert color="violet" variant="light" icon={<IconInfoCircle />} title="Choose a streamer">
        Switch to moderator mode from your profile menu to manage a streamer&apos;s {manages}, or go back to{' '}
        <TextLink to="/profile">your profile</TextLink>.
      </Alert>
    </Container>
  );
}
