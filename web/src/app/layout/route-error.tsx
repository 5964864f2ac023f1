import { Button, Container, Stack, Text, Title } from '@mantine/core';

/** The router's error boundary: anything a page throws while rendering or loading ends up here. */
export function RouteError() {
  return (
    <Container size="sm" py={96}>
      <Stack align="center" ta="center">
        <Title order={1}>Something went wrong</Title>
        <Text c="dimmed">The page failed to load. Reloading usually helps.</Text>
        <Button onClick={() => window.location.reload()}>Reload page</Button>
      </Stack>
    </Container>
  );
}
