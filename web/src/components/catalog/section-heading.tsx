import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

interface SectionHeadingProps {
  id?: string;
  title: string;
  description?: ReactNode;
  /** A "See all" link on the right. */
  more?: { to: string; label?: string; state?: unknown };
}

/** The title line of a section of cards, with an optional "See all" link. */
export function SectionHeading({ id, title, description, more }: SectionHeadingProps) {
  return (
    <Group justify="space-between" align="flex-end" gap="sm" wrap="nowrap">
      <Stack gap={2} miw={0}>
        <Title order={2} id={id} fz={{ base: 20, sm: 26 }}>
          {title}
        </Title>
        {description && (
          <Text c="dimmed" size="sm">
            {description}
          </Text>
        )}
      </Stack>
      {more && (
        <Anchor component={Link} to={more.to} state={more.state} fw={600} size="sm" style={{ flexShrink: 0 }}>
          <Group gap={4} wrap="nowrap">
            {more.label ?? 'See all'}
            <IconArrowRight size={14} />
          </Group>
        </Anchor>
      )}
    </Group>
  );
}
