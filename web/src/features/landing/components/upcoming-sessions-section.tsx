import { Box, Button, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { SectionHeading } from '../../../components/catalog/section-heading';

/** Where upcoming sessions will list once booking exists; until then it says so and points to Browse. */
export function UpcomingSessionsSection() {
  return (
    <Box component="section" aria-labelledby="upcoming-sessions">
      <SectionHeading id="upcoming-sessions" title="Upcoming sessions" />
      <Paper
        mt="md"
        radius="lg"
        p={{ base: 'lg', sm: 'xl' }}
        style={{ border: '1px dashed var(--mantine-color-dark-4)', background: 'rgba(31, 27, 48, 0.6)' }}
      >
        <Group gap="lg" wrap="nowrap" align="center">
          <ThemeIcon size={56} radius="xl" variant="light" visibleFrom="xs">
            <IconCalendarEvent size={28} />
          </ThemeIcon>
          <Stack gap={4} style={{ flex: 1 }}>
            <Text fw={700}>Booking opens soon</Text>
            <Text c="dimmed" size="sm">
              Scheduled sessions with your favourite creators will show up here. Until then, find a gig you
              like and add it to your favorites.
            </Text>
          </Stack>
          <Button component={Link} to="/browse" variant="light" radius="xl" visibleFrom="sm">
            Browse gigs
          </Button>
        </Group>
      </Paper>
    </Box>
  );
}
