import type { GigDto } from '@lobby/contracts';
import { Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Suspense, type ComponentProps } from 'react';
import { ListError } from '../../../components/catalog/list-status';
import { TextLink } from '../../../components/text-link';
import { lazyPage, usePreload } from '../../../lib/lazy-page';
import { timeZoneLabel } from '../../../lib/viewer-time';
import { useCurrentUserFromStore } from '../../../stores/auth-store';
import { useGigSlots } from '../api/get-gig-slots';
import type { BookingForm as LoadedBookingForm } from './booking-form';

// The form (its calendar, inputs and the checkout's pieces) loads beside the slots it needs, not with the page:
// the gig's cover and details paint without waiting for its code.
const loadBookingForm = () => import('./booking-form').then((m) => ({ default: m.BookingForm }));
const BookingForm = lazyPage<ComponentProps<typeof LoadedBookingForm>>(loadBookingForm);

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
  usePreload(loadBookingForm);

  const loading = <Skeleton height={300} radius="md" />;
  let body;
  if (user?._id === star._id) body = <OwnGigNotice />;
  else if (slots.isPending) body = loading;
  else if (slots.isError) body = <ListError error={slots.error} onRetry={() => slots.refetch()} />;
  else
    body = (
      <Suspense fallback={loading}>
        <BookingForm gig={gig} slots={slots.data} />
      </Suspense>
    );

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
