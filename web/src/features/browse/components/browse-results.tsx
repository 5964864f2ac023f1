import { InfoText, type BrowseFilters, type BrowseSort } from '@lobby/contracts';
import { Box, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { IconSearchOff } from '@tabler/icons-react';
import { useMemo } from 'react';
import type { CardActions } from '../../../components/catalog/card-actions';
import { CardGrid } from '../../../components/catalog/card-grid';
import { CardSkeletons } from '../../../components/catalog/card-skeletons';
import { GameCard } from '../../../components/catalog/game-card';
import { GigCard } from '../../../components/catalog/gig-card';
import { ListEmpty, ListError } from '../../../components/catalog/list-status';
import { StarCard } from '../../../components/catalog/star-card';
import { useDeferredData } from '../../../lib/use-deferred-data';
import { useBrowsePages, type BrowseItems } from '../api/get-browse-page';
import { useLoadMoreOnScroll } from '../hooks/use-load-more-on-scroll';
import { tabPageSize, type BrowseTab } from '../utils/browse-params';
import { loadingRegion } from '../../../lib/loading-region';
import { SuggestStar } from '../../../components/suggest-star';

const cardKind = { gigs: 'gig', games: 'game', creators: 'star' } as const;
const nouns: Record<BrowseTab, [string, string]> = {
  gigs: ['gig', 'gigs'],
  games: ['game', 'games'],
  creators: ['creator', 'creators'],
};

interface BrowseResultsProps {
  tab: BrowseTab;
  filters: BrowseFilters;
  sort?: BrowseSort;
  actions: CardActions;
  onClearFilters: () => void;
}

/** The gig cards whose covers load at once: the first row on a phone and a half on a desktop, where the LCP is. */
const PRIORITY_GIG_CARDS = 2;

function renderCard(tab: BrowseTab, item: BrowseItems[BrowseTab], index: number, actions: CardActions) {
  if (tab === 'gigs') {
    const gig = item as BrowseItems['gigs'];
    return (
      <GigCard key={gig._id} gig={gig} action={actions.gig?.(gig)} priority={index < PRIORITY_GIG_CARDS} />
    );
  }
  if (tab === 'games') {
    const game = item as BrowseItems['games'];
    return <GameCard key={game._id} game={game} action={actions.game?.(game)} />;
  }
  const star = item as BrowseItems['creators'];
  return <StarCard key={star._id} star={star} action={actions.star?.(star)} />;
}

/** One tab's cards, loading the next page as the end of the list comes near. */
export function BrowseResults({ tab, filters, sort, actions, onClearFilters }: BrowseResultsProps) {
  const pages = useBrowsePages(tab, filters, sort);
  const sentinel = useLoadMoreOnScroll(pages);
  const kind = cardKind[tab];
  const data = useDeferredData(pages.data);
  // Made again only when the list changes. As the results first show, the components that subscribe to a query
  // (each card's favourite button and price) change its state, and React renders them again at once, this list
  // included: re-making every card then was most of the task that first shows the results on a phone.
  const cards = useMemo(
    () =>
      data?.pages.flatMap((page) => page.data).map((item, index) => renderCard(tab, item, index, actions)),
    [data, tab, actions],
  );

  const skeletons = (
    <CardGrid kind={kind}>
      <CardSkeletons kind={kind} count={tabPageSize[tab]} />
    </CardGrid>
  );
  if (pages.isPending) return skeletons;
  // A failed next page keeps the pages already shown (TanStack keeps `data` on error).
  if (!pages.data) return <ListError error={pages.error} onRetry={() => pages.refetch()} />;
  if (!data || !cards) return skeletons;

  const total = data.pages[0]?.total ?? 0;
  if (cards.length === 0)
    return (
      <ListEmpty
        title={InfoText.noResults}
        description="Nothing matches these filters. Try fewer filters or another search."
        icon={<IconSearchOff size={28} />}
      >
        <Group justify="center">
          <Button variant="light" radius="xl" onClick={onClearFilters}>
            Clear filters
          </Button>
          {tab === 'creators' && <SuggestStar />}
        </Group>
      </ListEmpty>
    );

  const [one, many] = nouns[tab];
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text size="sm" c="dimmed" aria-live="polite">
          {total} {total === 1 ? one : many}
        </Text>
        {tab === 'creators' && <SuggestStar variant="link" />}
      </Group>
      <CardGrid kind={kind}>{cards}</CardGrid>
      <Box ref={sentinel} aria-hidden h={1} />
      {pages.isFetchingNextPage && (
        <Center py="md">
          <Loader type="dots" {...loadingRegion(`Loading more ${many}`)} />
        </Center>
      )}
      {pages.isFetchNextPageError && (
        <Center>
          <Button variant="light" color="red" onClick={() => pages.fetchNextPage()}>
            Could not load more. Try again
          </Button>
        </Center>
      )}
      {!pages.hasNextPage && cards.length > tabPageSize[tab] && (
        <Text ta="center" size="sm" c="dimmed" py="md">
          That&apos;s all {total} {many}.
        </Text>
      )}
    </Stack>
  );
}
