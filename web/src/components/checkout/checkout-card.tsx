import { ThemeIcon } from '@mantine/core';
import type { TablerIcon } from '@tabler/icons-react';
import type { ComponentProps } from 'react';
import { CardPage } from '../card-page';

/** The centred card every checkout page is made of: a gig booking's and a VIP place's alike. */
export function CheckoutCard(props: Omit<ComponentProps<typeof CardPage>, 'size'>) {
  return <CardPage {...props} size="md" />;
}

/** The round icon over a checkout card's title: green for done, yellow for waiting, red for failed. */
export function CheckoutStatusIcon({ color, icon: StatusIcon }: { color: string; icon: TablerIcon }) {
  return (
    <ThemeIcon size={48} radius="xl" color={color} variant="light">
      <StatusIcon size={28} />
    </ThemeIcon>
  );
}
