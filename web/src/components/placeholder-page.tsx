import { Container, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHourglassHigh } from '@tabler/icons-react';

interface PlaceholderPageProps {
  title: string;
  description?: string;
}

/** Stands in for a screen that later work builds, inside the real layout. */
export function PlaceholderPage({
  title,
  description = 'This screen is coming soon.',
}: PlaceholderPageProps) {
  return (
    <Container size="md" py={{ base: 'xl', sm: 64 }}>
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 48 }}>
        <Stack align="center" gap="md" ta="center">
          <ThemeIcon size={64} radius="xl" variant="light">
            <IconHourglassHigh size={34} stroke={1.5} />
          </ThemeIcon>
          <Title order={1} fz={{ base: 28, sm: 36 }} style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Title>
          <Text c="dimmed" maw={460}>
            {description}
          </Text>
        </Stack>
      </Paper>
    </Container>
  );
}
