import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';

export default function NotFoundPage() {
  return (
    <Container size="sm" py={{ base: 64, sm: 112 }}>
      <Stack align="center" gap="md" ta="center">
        <Text
          fw={900}
          fz={{ base: 96, sm: 140 }}
          lh={1}
          variant="gradient"
          gradient={{ from: 'violet.4', to: 'pink.5', deg: 90 }}
        >
          404
        </Text>
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          Page not found
        </Title>
        <Text c="dimmed">This page left the lobby. Check the address or head back home.</Text>
        <Button component={Link} to="/" size="md" radius="xl">
          Back to home
        </Button>
      </Stack>
    </Container>
  );
}
