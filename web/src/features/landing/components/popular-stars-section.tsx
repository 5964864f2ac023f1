import type { StarDto } from '@lobby/contracts';
import { Box } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { Suspense, type ComponentProps } from 'react';
import type { CardActions } from '../../../components/catalog/card-actions';
import type { StarCard as LoadedStarCard } from '../../../components/catalog/star-card';
import { CardSkeleton } from '../../../components/catalog/card-skeletons';
import { CardSection, CardsOf } from '../../../components/catalog/card-section';
import { ListEmpty } from '../../../components/catalog/list-status';
import { SideScroller } from '../../../components/side-scroller';
import { lazyPage, usePreload } from '../../../lib/lazy-page';
import { POPULAR_STARS_SHOWN, usePopularStars } from '../api/get-popular-stars';

// The cards load beside the list's data, not before the page's first paint; their placeholders stand in.
const loadStarCard = () =>
  import('../../../components/catalog/star-card').then((m) => ({ default: m.StarCard }));
const StarCard = lazyPage<ComponentProps<typeof LoadedStarCard>>(loadStarCard);

const CARD_WIDTH = 210;

/** A sideways-scrolling row of the most popular stars. */
export function PopularStarsSection({ starAction }: { starAction?: CardActions['star'] }) {
  const stars = usePopularStars();
  usePreload(loadStarCard);

  // Placeholders don't scroll: a plain clipped row.
  const loading = (
    <Box display="flex" style={{ gap: 16, overflow: 'hidden' }}>
      {Array.from({ length: 6 }, (_, index) => (
        <Box key={index} w={CARD_WIDTH} style={{ flexShrink: 0 }}>
          <CardSkeleton kind="star" />
        </Box>
      ))}
    </Box>
  );

  const row = (items: StarDto[]) => (
    <SideScroller edgeGradientColor="var(--mantine-color-dark-7)" scrollAmount={CARD_WIDTH * 2}>
      <Box
        display="flex"
        py={4}
        style={{ gap: 16 }}
        component="ul"
        m={0}
        p={0}
        aria-label="Popular stars list"
      >
        {items.slice(0, POPULAR_STARS_SHOWN).map((star) => (
          <Box key={star._id} component="li" w={CARD_WIDTH} style={{ flexShrink: 0, listStyle: 'none' }}>
            <StarCard star={star} action={starAction?.(star)} />
          </Box>
        ))}
      </Box>
    </SideScroller>
  );

  return (
    <CardSection
      id="popular-stars"
      title="Popular stars"
      description="The creators fans play with most"
      more={{ to: '/browse?tab=creators&sort=popularity' }}
    >
      <CardsOf
        query={stars}
        loading={loading}
        empty={
          <ListEmpty
            title="No stars yet"
            description="Creators will show up here soon."
            icon={<IconUsers />}
          />
        }
      >
        {(items) => <Suspense fallback={loading}>{row(items)}</Suspense>}
      </CardsOf>
    </CardSection>
  );
}
