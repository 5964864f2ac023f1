import type { OpenSlotDto, OrderDto } from '@lobby/contracts';
import { Anchor, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { SlotTime } from '../../../components/orders/slot-time';
import { useDisplayMoney } from '../../../lib/currency/display-money';

const gigPath = (username: string, slug: string) =>
  `/stars/${encodeURIComponent(username)}/gigs/${encodeURIComponent(slug)}`;

/** One session on the home page: the gig, who with, when, and what the card offers. */
function SessionCard({
  session: {
    product_title: title,
    influencerUsername: username,
    influencerName: starName,
    slug,
    startTime,
    endTime,
  },
  children,
}: {
  /** A booked session or an open slot: both name their gig, star and time alike. */
  session: Pick<
    OrderDto & OpenSlotDto,
    'product_title' | 'influencerUsername' | 'influencerName' | 'slug' | 'startTime' | 'endTime'
  >;
  children: ReactNode;
}) {
  return (
    <Paper component="li" withBorder radius="lg" p="md" h="100%">
      <Stack gap="sm" h="100%" justify="space-between">
        <Stack gap={2} miw={0}>
          <Anchor component={Link} to={gigPath(username, slug)} fw={700} c="inherit" lineClamp={2}>
            {title}
          </Anchor>
          <Text size="sm" c="dimmed">
            with{' '}
            <Anchor component={Link} to={`/stars/${encodeURIComponent(username)}`} inherit>
              {starName || username}
            </Anchor>
          </Text>
        </Stack>
        <SlotTime startTime={startTime} endTime={endTime} />
        {children}
      </Stack>
    </Paper>
  );
}

/** A titled list of session cards; the title also names the list for screen readers. */
function SessionGroup({
  title,
  showTitle = true,
  children,
}: {
  title: string;
  showTitle?: boolean;
  children: ReactNode;
}) {
  return (
    <Stack gap="sm">
      {showTitle && (
        <Title order={3} fz="md">
          {title}
        </Title>
      )}
      <SimpleGrid
        component="ul"
        aria-label={title}
        cols={{ base: 1, sm: 2, lg: 3 }}
        spacing="md"
        m={0}
        p={0}
        style={{ listStyle: 'none' }}
      >
        {children}
      </SimpleGrid>
    </Stack>
  );
}

function YourNextSessions({ sessions }: { sessions: OrderDto[] }) {
  return (
    <SessionGroup title="Your next sessions">
      {sessions.map((session) => (
        <SessionCard key={session._id} session={session}>
          <Group gap="xs">
            <Badge color="teal" variant="light">
              Booked
            </Badge>
            <Badge variant="default" tt="none" leftSection={<IconUsers size={12} />}>
              {session.numberOfPlayers} {session.numberOfPlayers === 1 ? 'player' : 'players'}
            </Badge>
          </Group>
        </SessionCard>
      ))}
    </SessionGroup>
  );
}

function OpenSlots({ slots, heading }: { slots: OpenSlotDto[]; heading: boolean }) {
  const money = useDisplayMoney();
  return (
    <SessionGroup title="Open slots" showTitle={heading}>
      {slots.map((slot) => (
        <SessionCard key={slot._id} session={slot}>
          <Group justify="space-between" gap="xs">
            <Stack gap={0}>
              {slot.price !== null && slot.currency !== null && (
                <Text fw={700}>
                  {money.format({ amount: slot.price, currency: slot.currency })}
                  <Text span size="xs" c="dimmed">
                    {' '}
                    / player
                  </Text>
                </Text>
              )}
              <Text size="xs" c="dimmed">
                {slot.seatsLeft} {slot.seatsLeft === 1 ? 'seat' : 'seats'} left
              </Text>
            </Stack>
            <Button
              component={Link}
              to={gigPath(slot.influencerUsername, slot.slug)}
              radius="xl"
              size="xs"
              aria-label={`Book ${slot.product_title}`}
            >
              Book
            </Button>
          </Group>
        </SessionCard>
      ))}
    </SessionGroup>
  );
}

/** The signed-in fan's next booked sessions, then the slots anyone can still book. */
export function UpcomingSessionLists({
  yourSessions,
  openSlots,
}: {
  yourSessions: OrderDto[];
  openSlots: OpenSlotDto[];
}) {
  return (
    <Stack gap="xl">
      {yourSessions.length > 0 && <YourNextSessions sessions={yourSessions} />}
      {openSlots.length > 0 && <OpenSlots slots={openSlots} heading={yourSessions.length > 0} />}
    </Stack>
  );
}
