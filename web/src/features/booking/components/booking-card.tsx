import type { GigDto } from '@lobby/contracts';
import { Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { ListError } from '../../../components/catalog/list-status';
import { TextLink } from '../../../components/text-link';
import { timeZoneLabel } from '../../../lib/viewer-time';
import { useCurrentUserFromStore } from '../../../stores/auth-store';
import { useGigSlots } from '../api/get-gig-slots';
import { BookingForm } from './booking-form';

function OwnGigNotice() {
  return (
    <Text size="sm" c="dimmed">
      This is your gig: fans book your open slots here. Add slots in your{' '}
      <TextLink to="/influencer/calendar-dashboard">calendar</TextLink>.
    </Text>
  );
}

/** "Book a session" on a gig's page: its open slots in the viewer's time zone and the booking form. */
export function BookingCard({ gig }: { gig: GigDto }) {
  const user = useCurrentUserFromStore();
  const star = gig._influencer_id;
  const slots = useGigSlots(star.username, gig.slug);

  let body;
  if (user?._id === star._id) body = <OwnGigNotice />;
  else if (slots.isPending) body = <Skeleton height={300} radius="md" />;
  else if (slots.isError) body = <ListError error={slots.error} onRetry={() => slots.refetch()} />;
  else body = <BookingForm gig={gig} slots={slots.data} />;

  return (
    <Paper
      component="section"
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      aria-labelledby="book-title"
    >
      <Stack gap="lg">
        <Stack gap={4}>
          <Title id="book-title" order={2} fz="lg">
            Book a session
          </Title>
          <Text size="sm" c="dimmed">
            Times are shown in your time zone, {timeZoneLabel()}.
          </Text>
        </Stack>
        {body}
      </Stack>
    </Paper>
  );
}
