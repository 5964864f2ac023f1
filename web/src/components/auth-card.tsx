import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface AuthCardProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}

/** The centred card that is the whole page of every sign-in, sign-up, code and password screen. */
export function AuthCard({ title, subtitle, children, footer }: AuthCardProps) {
  return (
    <Container size={480} py={{ base: 'xl', sm: 64 }}>
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} shadow="xl">
        <Stack gap="lg">
          <Stack gap={6}>
            <Title order={1} fz={{ base: 26, sm: 30 }}>
              {title}
            </Title>
            {subtitle && (
              <Text c="dimmed" size="sm">
                {subtitle}
              </Text>
            )}
          </Stack>
          {children}
          {footer && (
            <Text size="sm" c="dimmed" ta="center">
              {footer}
            </Text>
          )}
        </Stack>
      </Paper>
    </Container>
  );
}
