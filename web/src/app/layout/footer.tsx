import { Anchor, Box, Container, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { CookieSettingsLink } from '../../components/cookie-consent';

const links = [
  { to: '/about', label: 'About' },
  { to: '/faqs', label: 'FAQs' },
  { to: '/blogs', label: 'Blog' },
  { to: '/contact-us', label: 'Contact us' },
  { to: '/terms-of-service', label: 'Terms of service' },
  { to: '/privacy-policy', label: 'Privacy policy' },
  { to: '/cancellation-policy', label: 'Cancellation policy' },
];

export function Footer() {
  return (
    <Box component="footer" py="xl" mt="xl" style={{ borderTop: '1px solid var(--mantine-color-dark-4)' }}>
      <Container size="xl">
        <Stack gap="md">
          <Group gap="lg" component="nav" aria-label="Footer">
            {links.map(({ to, label }) => (
              <Anchor key={to} component={Link} to={to} c="dimmed" size="sm">
                {label}
              </Anchor>
            ))}
            <CookieSettingsLink />
          </Group>
          <Text size="xs" c="dark.2">
            © {new Date().getFullYear()} Lobby. Play with the creators you watch.
          </Text>
        </Stack>
      </Container>
    </Box>
  );
}
