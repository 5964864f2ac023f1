import { Button, Container, Group, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { usePageTitle } from '../../lib/use-page-title';
import { PageTitle } from '../page-title';

interface AdminPageProps {
  /** The page's heading and its tab title. */
  title: string;
  description: string;
  /** Links between the pages of one staff section, over the heading. */
  nav?: ReactNode;
  /** The page's main action, beside the heading (see AdminAddButton). */
  action?: ReactNode;
  size?: 'sm' | 'md' | 'xl';
  children: ReactNode;
}

/** A staff page: its section's links, the heading with the page's main action, then the content. */
export function AdminPage({ title, description, nav, action, size = 'xl', children }: AdminPageProps) {
  usePageTitle(title);
  const heading = <PageTitle title={title} description={description} />;
  return (
    <Container size={size} py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        {nav}
        {action ? (
          <Group justify="space-between" align="flex-end" gap="md">
            {heading}
            {action}
          </Group>
        ) : (
          heading
        )}
        {children}
      </Stack>
    </Container>
  );
}

/** The "Add …" button beside a staff page's heading: it opens a page (`to`) or a dialog (`onClick`). */
export function AdminAddButton({
  to,
  onClick,
  children,
}: {
  to?: string;
  onClick?: () => void;
  children: string;
}) {
  const icon = <IconPlus size={16} />;
  return to ? (
    <Button component={Link} to={to} leftSection={icon}>
      {children}
    </Button>
  ) : (
    <Button leftSection={icon} onClick={onClick}>
      {children}
    </Button>
  );
}
