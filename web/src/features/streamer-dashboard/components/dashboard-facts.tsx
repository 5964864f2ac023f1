import { Anchor, Group, List, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCalendarEvent, IconExternalLink } from '@tabler/icons-react';
import { SectionCard } from '../../../components/section-card';
import { TextLink } from '../../../components/text-link';
import { formatLongDay, formatTimeRange } from '../../../lib/viewer-time';
import { useQueueCounts, useTutorialLink, useUpcomingSlots } from '../api/get-dashboard-facts';

interface FactProps {
  starId: string;
  query: string;
}

/** The next five slots (spec §9), each with its seats taken, at the viewer's times. */
export function UpcomingSlots({ starId, query }: FactProps) {
  const slots = useUpcomingSlots(starId);
  return (
    <SectionCard
      title="Upcoming slots"
      aside={<TextLink to={`/influencer/calendar-dashboard${query}`}>Calendar</TextLink>}
    >
      {!slots.data ? (
        slots.isError ? (
          <Text c="dimmed" size="sm">
            Slots could not be loaded.
          </Text>
        ) : (
          <Skeleton height={80} />
        )
      ) : slots.data.length === 0 ? (
        <Text c="dimmed" size="sm">
          No upcoming slots. Add some from the calendar.
        </Text>
      ) : (
        <List spacing="xs" listStyleType="none" data-testid="upcoming-slots">
          {slots.data.map((slot) => (
            <List.Item
              key={slot._id}
              icon={
                <ThemeIcon size="sm" variant="light" color="violet">
                  <IconCalendarEvent size={14} />
                </ThemeIcon>
              }
            >
              <Text size="sm">
                {formatLongDay(slot.startTime)}, {formatTimeRange(slot.startTime, slot.endTime)}{' '}
                <Text span c="dimmed" size="xs">
                  · {slot.seatsTaken}/{slot.seats} booked
                </Text>
              </Text>
            </List.Item>
          ))}
        </List>
      )}
    </SectionCard>
  );
}

/** Fans in the running session's lines (spec getTotalQueueCounts): none when not live. */
export function QueueCounts({ starId, query }: FactProps) {
  const counts = useQueueCounts(starId, query);
  return (
    <SectionCard title="Queues">
      {counts.data ? (
        <Group gap="xl" data-testid="queue-counts">
          {(
            [
              ['VIP', counts.data.vip],
              ['Regular', counts.data.regular],
            ] as const
          ).map(([label, count]) => (
            <Stack key={label} gap={0}>
              <Text fz="xl" fw={700}>
                {count}
              </Text>
              <Text size="sm" c="dimmed">
                {label} waiting
              </Text>
            </Stack>
          ))}
        </Group>
      ) : counts.isError ? (
        <Text c="dimmed" size="sm">
          Queue counts could not be loaded.
        </Text>
      ) : (
        <Skeleton height={48} />
      )}
      {counts.data && !counts.data._live_session_id && (
        <Text size="sm" c="dimmed">
          You are not live right now.
        </Text>
      )}
    </SectionCard>
  );
}

/** The tutorial link (spec §6): the configured one, or the default. */
export function TutorialLink({ starId, query }: FactProps) {
  const link = useTutorialLink(starId, query);
  return (
    <SectionCard title="Getting started">
      <Text size="sm" c="dimmed">
        New to streaming with Lobby? The tutorial walks through going live and running your queue.
      </Text>
      {link.data ? (
        <Anchor href={link.data.url} target="_blank" rel="noreferrer" size="sm">
          <Group gap={4} component="span">
            Watch the tutorial <IconExternalLink size={14} />
          </Group>
        </Anchor>
      ) : (
        <Skeleton height={20} width="40%" />
      )}
    </SectionCard>
  );
}
