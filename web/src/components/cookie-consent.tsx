import { Anchor, Button, Group, Paper, Portal, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useConsentStore } from '../lib/marketing/consent-store';

/**
 * The cookie banner (issue 18 item 7): shown once, until the visitor accepts or declines marketing cookies, and
 * again when they open it from the footer. Declined, no marketing event is ever sent.
 */
export function CookieConsent() {
  const { choice, reopened, choose } = useConsentStore();
  if (choice && !reopened) return null;
  return (
    <Portal>
      <Paper
        role="region"
        aria-label="Cookie consent"
        shadow="xl"
        withBorder
        radius="md"
        p="md"
        style={{
          position: 'fixed',
          left: 'var(--mantine-spacing-md)',
          right: 'var(--mantine-spacing-md)',
          bottom: 'var(--mantine-spacing-md)',
          maxWidth: 720,
          marginInline: 'auto',
          zIndex: 400,
        }}
      >
        <Text fw={600} mb={4}>
          Cookies for our ads
        </Text>
        <Text size="sm" c="dimmed">
          With your consent we tell our ad partner when you view pages, like, follow, share, sign up or log
          in, so we can measure our ads. Decline and nothing is sent. You can change your mind under Cookie
          settings at the bottom of every page. Read more in our{' '}
          <Anchor component={Link} to="/privacy-policy" size="sm">
            privacy policy
          </Anchor>
          .
        </Text>
        <Group justify="flex-end" gap="sm" mt="md">
          <Button variant="default" onClick={() => choose('declined')}>
            Decline
          </Button>
          <Button onClick={() => choose('accepted')}>Accept</Button>
        </Group>
      </Paper>
    </Portal>
  );
}

/** The footer's way back to the banner, to change an earlier answer. */
export function CookieSettingsLink() {
  const reopen = useConsentStore((state) => state.reopen);
  return (
    <Anchor component="button" type="button" c="dimmed" size="sm" onClick={reopen}>
      Cookie settings
    </Anchor>
  );
}
