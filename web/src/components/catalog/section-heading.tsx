import { Anchor, Group } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { HeadingRow } from '../heading-row';

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
    <HeadingRow
      size="section"
      id={id}
      title={title}
      description={description}
      aside={
        more && (
          <Anchor component={Link} to={more.to} state={more.state} fw={600} size="sm">
            <Group gap={4} wrap="nowrap">
              {more.label ?? 'See all'}
              <IconArrowRight size={14} />
            </Group>
          </Anchor>
        )
      }
    />
  );
}
