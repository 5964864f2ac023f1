import { Badge, Button, Group, Paper, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { Fragment, useId, useState, type ReactNode } from 'react';

interface QueueColumnProps<T> {
  title: string;
  items: T[];
  renderItem: (item: T) => ReactNode;
  getKey: (item: T) => string;
  empty: string;
  /** Shown first; the rest behind "Show all" (spec §9: queues page 10 or 15). */
  pageSize: number;
  compact: boolean;
  /** Highlights the lists the streamer acts on now. */
  accent?: string;
}

/** One list of the streamer's board under its heading, with its count. */
export function QueueColumn<T>({
  title,
  items,
  renderItem,
  getKey,
  empty,
  pageSize,
  compact,
  accent,
}: QueueColumnProps<T>) {
  const headingId = useId();
  const [showAll, setShowAll] = useState(false);
  const shown = showAll ? items : items.slice(0, pageSize);
  const hidden = items.length - shown.length;

  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      withBorder
      radius="lg"
      p={compact ? 'xs' : 'md'}
      style={{
        borderTop: `3px solid ${accent ? `var(--mantine-color-${accent}-6)` : 'var(--mantine-color-dark-4)'}`,
      }}
    >
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Title id={headingId} order={2} fz={compact ? 'sm' : 'md'}>
            {title}
          </Title>
          <Badge variant="default" radius="sm" aria-label={`${items.length} in ${title}`}>
            {items.length}
          </Badge>
        </Group>
        {items.length === 0 ? (
          <Text size="sm" c="dimmed" py={compact ? 4 : 'xs'}>
            {empty}
          </Text>
        ) : (
          <ScrollArea.Autosize mah={compact ? 360 : 520} type="auto" scrollbars="y">
            <Stack component="ul" gap="xs" m={0} p={0}>
              {shown.map((item) => (
                <Fragment key={getKey(item)}>{renderItem(item)}</Fragment>
              ))}
            </Stack>
          </ScrollArea.Autosize>
        )}
        {(hidden > 0 || showAll) && items.length > pageSize && (
          <Button variant="subtle" size="compact-sm" onClick={() => setShowAll((value) => !value)}>
            {showAll ? 'Show fewer' : `Show all ${items.length}`}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
