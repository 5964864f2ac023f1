import { Anchor, Box, Button, Container, Group, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useConsentStore } from '../lib/marketing/consent-store';

/**
 * The cookie banner (issue 18 item 7): shown once, above the header, until the visitor allows or refuses
 * marketing cookies, and again when they open it from the footer. Refused, no marketing event is ever sent.
 * It sits in the page's flow rather than over it, so it never hides what the visitor came to click.
 */
export function CookieConsent() {
  const { choice, reopened, choose } = useConsentStore();
  if (choice && !reopened) return null;
  return (
    <Box
      role="region"
      aria-label="Cookie consent"
      py="sm"
      bg="dark.6"
      style={{ borderBottom: '1px solid var(--mantine-color-dark-4)' }}
    >
      <Container size="xl">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Text size="sm" style={{ flex: '1 1 420px' }}>
            May we use cookies to measure our ads? Allowed, we tell our ad partner when you view pages, like,
            follow, share, sign up or log in; refused, nothing is sent. Change it any time under Cookie
            settings in the footer (
            <Anchor component={Link} to="/privacy-policy" size="sm" underline="always">
              privacy policy
            </Anchor>
            ).
          </Text>
          <Group gap="sm" wrap="nowrap">
            <Button size="sm" variant="default" onClick={() => choose('declined')}>
              Refuse cookies
            </Button>
            <Button size="sm" onClick={() => choose('accepted')}>
              Allow cookies
            </Button>
          </Group>
        </Group>
      </Container>
    </Box>
  );
}

/** The footer's way back to the banner, to change an earlier answer. */
export function CookieSettingsLink() {
  const reopen = useConsentStore((state) => state.reopen);
  return (
    <Anchor
      component="button"
      type="button"
      c="dimmed"
      size="sm"
      onClick={() => {
        reopen();
        window.scrollTo({ top: 0, behavior: 'smooth' });
      }}
    >
      Cookie settings
    </Anchor>
  );
}
