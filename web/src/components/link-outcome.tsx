import { Loader, Stack, ThemeIcon } from '@mantine/core';
import { IconCheck, IconX, type TablerIcon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { CardPage } from './card-page';

interface LinkOutcomeProps {
  title: string;
  /** `pending` while the request runs; then how it went. */
  outcome: 'pending' | 'done' | 'failed';
  /** The done or failed icon, if not a tick or a cross. */
  icon?: TablerIcon;
  /** What happened and where to go next. */
  children?: ReactNode;
}

/** The page an emailed link opens (verify an email, unsubscribe): a spinner, then what came of it. */
export function LinkOutcome({ title, outcome, icon, children }: LinkOutcomeProps) {
  if (outcome === 'pending')
    return (
      <CardPage title={title}>
        <Stack align="center" gap="md" py="md">
          <Loader />
          {children}
        </Stack>
      </CardPage>
    );

  const OutcomeIcon = icon ?? (outcome === 'done' ? IconCheck : IconX);
  return (
    <CardPage title={title}>
      <Stack align="center" gap="md">
        <ThemeIcon size={56} radius="xl" color={outcome === 'done' ? 'teal' : 'red'} variant="light">
          <OutcomeIcon size={icon ? 30 : 32} />
        </ThemeIcon>
        {children}
      </Stack>
    </CardPage>
  );
}
