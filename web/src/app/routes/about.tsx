import { Box, Card, Container, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconCalendarEvent,
  IconCash,
  IconDeviceGamepad2,
  IconListNumbers,
  IconShieldCheck,
  IconUsersGroup,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { usePageDescription } from '../../lib/use-page-description';
import { usePageTitle } from '../../lib/use-page-title';
import { CreatorFees } from '../../features/about/components/creator-fees';
import { EarlyAccessButton } from '../../features/about/components/early-access-button';

const STEPS: { icon: ReactNode; title: string; text: string }[] = [
  {
    icon: <IconDeviceGamepad2 size={22} />,
    title: 'Create gigs',
    text: 'A gig is a paid session in a game you play: ranked duos, coaching, a custom lobby. You set the price, the mode and what fans need to join.',
  },
  {
    icon: <IconCalendarEvent size={22} />,
    title: 'Open slots or go live',
    text: 'Put slots in your calendar for fans to book, or go live and take fans from a VIP and a regular queue while you stream.',
  },
  {
    icon: <IconListNumbers size={22} />,
    title: 'Play and get paid',
    text: 'Fans pay up front and get the lobby code privately. After the session you are paid out for every game you played.',
  },
];

const PERKS: { icon: ReactNode; title: string; text: string }[] = [
  {
    icon: <IconUsersGroup size={20} />,
    title: 'Moderators',
    text: 'Let your moderators run gigs, slots and queues for you.',
  },
  {
    icon: <IconShieldCheck size={20} />,
    title: 'Fans who show up',
    text: 'Every seat is paid before the session, so no-shows cost you nothing.',
  },
  {
    icon: <IconCash size={20} />,
    title: 'Clear payouts',
    text: 'See every sale, the fee and the taxes on your dashboard, and a statement for each payout.',
  },
];

/** /about: Lobby for creators, with the early-access form (spec §2 countdown for visitors). */
export default function AboutPage() {
  usePageTitle('Lobby for creators');
  usePageDescription(
    'Lobby lets gaming creators sell paid play sessions to their fans: create gigs, open slots or go live, and get paid for every game.',
  );
  return (
    <Container size="md" py={{ base: 'lg', sm: 48 }}>
      <Stack gap={48}>
        <Stack gap="md">
          <Text size="sm" tt="uppercase" fw={700} c="violet.3" lts={1}>
            For creators
          </Text>
          <Title order={1} fz={{ base: 32, sm: 48 }} lh={1.1}>
            Get paid to play with your fans
          </Title>
          <Text size="lg" c="gray.4" maw={640}>
            Lobby is the marketplace where gaming creators sell play sessions. Your viewers book a seat in
            your game, pay up front, and squad up with you, on stream or off.
          </Text>
          <EarlyAccessButton />
        </Stack>

        <Stack gap="md">
          <Title order={2}>How it works</Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            {STEPS.map((step, index) => (
              <Card key={step.title} radius="lg" padding="lg" withBorder>
                <Stack gap="sm">
                  <ThemeIcon size={40} radius="md" variant="light" color="violet">
                    {step.icon}
                  </ThemeIcon>
                  <Title order={3} fz="lg">
                    {index + 1}. {step.title}
                  </Title>
                  <Text size="sm" c="gray.4">
                    {step.text}
                  </Text>
                </Stack>
              </Card>
            ))}
          </SimpleGrid>
        </Stack>

        <Stack gap="md">
          <Title order={2}>What you earn</Title>
          <Text c="gray.4">
            You keep what fans pay for your gigs and VIP places, minus the platform fee and the taxes the law
            asks us to collect on each sale:
          </Text>
          <Box>
            <CreatorFees />
          </Box>
          <Text size="sm" c="dimmed">
            Prices are yours to set, in rupees or dollars. Payouts go to the bank account you add when you
            join.
          </Text>
        </Stack>

        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          {PERKS.map((perk) => (
            <Stack key={perk.title} gap={6}>
              <ThemeIcon size={32} radius="md" variant="light" color="grape">
                {perk.icon}
              </ThemeIcon>
              <Text fw={700}>{perk.title}</Text>
              <Text size="sm" c="gray.4">
                {perk.text}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>

        <Card radius="lg" padding="xl" withBorder>
          <Stack gap="md">
            <Title order={2}>Ready to play?</Title>
            <Text c="gray.4">
              Join the early-access list, or{' '}
              <Text component={Link} to="/creator-signup" c="violet.3" inherit td="underline">
                apply as a creator
              </Text>{' '}
              with your channels and we will set up your account.
            </Text>
            <EarlyAccessButton size="md" withCountdown={false} />
          </Stack>
        </Card>
      </Stack>
    </Container>
  );
}
