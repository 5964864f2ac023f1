import { Paper, SimpleGrid, Text, Title } from '@mantine/core';

const upcomingSections = [
  { title: 'Upcoming sessions', text: 'Sessions you have booked.' },
  { title: 'Past sessions', text: 'Sessions you have played.' },
  { title: 'Orders and invoices', text: 'What you paid and your receipts.' },
];

/** Sections the profile gains with later work, shown as "coming soon" cards. */
export function ProfileSectionsPreview() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
      {upcomingSections.map(({ title, text }) => (
        <Paper key={title} withBorder radius="lg" p="lg">
          <Title order={2} fz="lg">
            {title}
          </Title>
          <Text c="dimmed" size="sm" mt={4}>
            {text} Coming soon.
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
