import { Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface CardPageProps {
  title: string;
  subtitle?: ReactNode;
  /** Shown above the title, such as a status icon. */
  icon?: ReactNode;
  children?: ReactNode;
  /** A line under the card's content, such as "Have an account? Log in". */
  footer?: ReactNode;
  /** `md` gives room to a checkout's details; `sm` suits a form of a few fields. */
  size?: 'sm' | 'md';
}

const sizes = {
  sm: { width: 480, title: { base: 26, sm: 30 } },
  md: { width: 560, title: { base: 24, sm: 28 } },
};

/** The centred card that is the whole page: sign-in, code and password screens, checkouts, email links. */
export function CardPage({ title, subtitle, icon, children, footer, size = 'sm' }: CardPageProps) {
  return (
    <Container size={sizes[size].width} py={{ base: 'xl', sm: 64 }}>
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} shadow="xl">
        <Stack gap="lg">
          <Stack gap={6}>
            {icon && <Group>{icon}</Group>}
            <Title order={1} fz={sizes[size].title}>
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
