import { PageSizes, type QueueBoardDto, type QueueEntryDto } from '@lobby/contracts';
import { SimpleGrid, Stack } from '@mantine/core';
import type { QueueMoveTarget } from '../api/manage-queue';
import { QueueColumn } from './queue-column';
import { QueueEntryCard } from './queue-entry-card';

interface QueueBoardProps {
  board: QueueBoardDto;
  onMove: (entry: QueueEntryDto, to: QueueMoveTarget) => void;
  /** The move under way, if any. */
  moving: { entryId: string; to: QueueMoveTarget } | null;
  compact: boolean;
}

/**
 * The streamer's lists, left to right in the order fans go through them: waiting (VIP above regular), playing
 * next, in game, done. The grid follows the width it is given (a page, or a narrow OBS dock), not the window's.
 */
export function QueueBoard({ board, onMove, moving, compact }: QueueBoardProps) {
  const pageSize = compact ? PageSizes.queues : PageSizes.queuesLarge;
  const column = (title: string, items: QueueEntryDto[], empty: string, accent?: string) => (
    <QueueColumn
      title={title}
      items={items}
      empty={empty}
      pageSize={pageSize}
      compact={compact}
      accent={accent}
      getKey={(entry) => entry._id}
      renderItem={(entry) => (
        <QueueEntryCard
          entry={entry}
          onMove={onMove}
          pendingMove={moving?.entryId === entry._id ? moving.to : null}
          busy={moving !== null}
          compact={compact}
        />
      )}
    />
  );

  return (
    <SimpleGrid
      type="container"
      cols={{ base: 1, '560px': 2, '1000px': 4 }}
      spacing={compact ? 'xs' : 'md'}
      verticalSpacing={compact ? 'xs' : 'md'}
    >
      <Stack gap={compact ? 'xs' : 'md'}>
        {column('VIP queue', board.vipWaiting, 'No VIP fans waiting', 'yellow')}
        {column('Regular queue', board.regularWaiting, 'No fans waiting')}
      </Stack>
      {column('Playing next', board.playingNext, 'Call a fan to play next', 'violet')}
      {column('In game', board.inGame, 'Nobody in game', 'teal')}
      {column('Done', board.done, 'Fans you played with show here')}
    </SimpleGrid>
  );
}
