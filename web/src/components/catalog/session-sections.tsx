import type { Requirement } from '@lobby/contracts';
import { Badge, Group, Stack, Table, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { RichDescription } from '../rich-description';

/** A titled section of a session's page, named for screen readers by its title. */
export function SessionSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="sm" component="section" aria-label={title}>
      <Title order={2} fz="lg">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

export function SessionAboutSection({ description }: { description: string }) {
  return (
    <SessionSection title="About this session">
      <RichDescription description={description} />
    </SessionSection>
  );
}

/** The session's tags, each a link to browsing by it; nothing when there are none. */
export function SessionTagsSection({ tags }: { tags: string[] }) {
  if (tags.length === 0) return null;
  return (
    <SessionSection title="Tags">
      <Group gap={6}>
        {tags.map((tag) => (
          <Badge
            key={tag}
            component={Link}
            to={`/browse?${new URLSearchParams({ tags: tag })}`}
            variant="outline"
            color="gray"
            radius="xl"
            style={{ cursor: 'pointer', textTransform: 'none' }}
          >
            #{tag}
          </Badge>
        ))}
      </Group>
    </SessionSection>
  );
}

/** What the streamer asks of players, one row per requirement; nothing when there are none. */
export function SessionRequirementsSection({ requirements }: { requirements: Requirement[] }) {
  if (requirements.length === 0) return null;
  return (
    <SessionSection title="Requirements">
      <Table withTableBorder withRowBorders verticalSpacing="sm" bg="dark.6" style={{ borderRadius: 12 }}>
        <Table.Tbody>
          {requirements.map((requirement, index) => (
            <Table.Tr key={index}>
              <Table.Th w="40%" scope="row" c="dimmed" fw={600}>
                {requirement.key}
              </Table.Th>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{requirement.value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </SessionSection>
  );
}
