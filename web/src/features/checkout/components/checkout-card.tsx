import { Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface CheckoutCardProps {
  title: string;
  subtitle?: ReactNode;
  /** Shown above the title, such as a status icon. */
  icon?: ReactNode;
  children?: ReactNode;
}

/** The centred card every checkout page is made of. */
export function CheckoutCard({ title, subtitle, icon, children }: CheckoutCardProps) {
  return (
    <Container size={560} py={{ base: 'xl', sm: 64 }}>
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} shadow="xl">
        <Stack gap="lg">
          <Stack gap={6}>
            {icon && <Group>{icon}</Group>}
            <Title order={1} fz={{ base: 24, sm: 28 }}>
              {title}
            </Title>
            {subtitle && (
              <Text c="dimmed" size="sm">
                {subtitle}
              </Text>
            )}
          </Stack>
          {children}
        </Stack>
      </Paper>
    </Container>
  );
}
