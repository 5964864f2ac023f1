import { Anchor, Card, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { usePageDescription } from '../../lib/use-page-description';
import { usePageTitle } from '../../lib/use-page-title';

const VALUES = [
  {
    title: 'Play first',
    text: 'Every feature starts from one question: does it get a fan into a game with a creator faster?',
  },
  {
    title: 'Fair to creators',
    text: 'One published fee, taxes shown line by line, and a statement for every payout.',
  },
  {
    title: 'Safe for fans',
    text: 'Payment before the session, lobby codes only for the fans who booked, refunds by a published policy.',
  },
];

/** /about-us: the company page. */
export default function AboutUsPage() {
  usePageTitle('About us');
  usePageDescription(
    'Lobby is a small team of players building the place where fans play games with the creators they watch.',
  );
  return (
    <Container size="md" py={{ base: 'lg', sm: 48 }}>
      <Stack gap={40}>
        <Stack gap="md">
          <Title order={1}>About us</Title>
          <Text size="lg" c="gray.4">
            Lobby is a small team of players, streamers and engineers. We watched our favourite creators play
            with viewers for free, one lucky fan at a time, and built the place where any fan can book a seat
            in the game and creators are paid for the time they give.
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          {VALUES.map((value) => (
            <Card key={value.title} radius="lg" padding="lg" withBorder>
              <Stack gap={6}>
                <Text fw={700}>{value.title}</Text>
                <Text size="sm" c="gray.4">
                  {value.text}
                </Text>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
        <Stack gap="xs">
          <Title order={2}>Work with us</Title>
          <Text c="gray.4">
            Creators: read{' '}
            <Anchor underline="always" component={Link} to="/about">
              how Lobby works for creators
            </Anchor>{' '}
            or{' '}
            <Anchor underline="always" component={Link} to="/creator-signup">
              apply to join
            </Anchor>
            . Press, partners and everyone else:{' '}
            <Anchor underline="always" component={Link} to="/contact-us">
              contact us
            </Anchor>
            .
          </Text>
        </Stack>
      </Stack>
    </Container>
  );
}
