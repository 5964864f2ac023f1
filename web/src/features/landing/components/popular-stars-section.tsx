import { Box, Scroller } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import type { CardActions } from '../../../components/catalog/card-actions';
import { CardSkeleton } from '../../../components/catalog/card-skeletons';
import { ListEmpty, ListError } from '../../../components/catalog/list-status';
import { SectionHeading } from '../../../components/catalog/section-heading';
import { StarCard } from '../../../components/catalog/star-card';
import { POPULAR_STARS_SHOWN, usePopularStars } from '../api/get-popular-stars';

const CARD_WIDTH = 210;

/** A sideways-scrolling row of the most popular stars. */
export function PopularStarsSection({ starAction }: { starAction?: CardActions['star'] }) {
  const stars = usePopularStars();

  let body;
  if (stars.isPending)
    body = (
      <Scroller edgeGradientColor="var(--mantine-color-dark-7)">
        <Box display="flex" style={{ gap: 16 }}>
          {Array.from({ length: 6 }, (_, index) => (
            <Box key={index} w={CARD_WIDTH} style={{ flexShrink: 0 }}>
              <CardSkeleton kind="star" />
            </Box>
          ))}
        </Box>
      </Scroller>
    );
  else if (stars.isError) body = <ListError error={stars.error} onRetry={() => stars.refetch()} />;
  else if (stars.data.length === 0)
    body = (
      <ListEmpty title="No stars yet" description="Creators will show up here soon." icon={<IconUsers />} />
    );
  else
    body = (
      <Scroller edgeGradientColor="var(--mantine-color-dark-7)" scrollAmount={CARD_WIDTH * 2}>
        <Box
          display="flex"
          py={4}
          style={{ gap: 16 }}
          component="ul"
          m={0}
          p={0}
          aria-label="Popular stars list"
        >
          {stars.data.slice(0, POPULAR_STARS_SHOWN).map((star) => (
            <Box key={star._id} component="li" w={CARD_WIDTH} style={{ flexShrink: 0, listStyle: 'none' }}>
              <StarCard star={star} action={starAction?.(star)} />
            </Box>
          ))}
        </Box>
      </Scroller>
    );

  return (
    <Box component="section" aria-labelledby="popular-stars">
      <SectionHeading
        id="popular-stars"
        title="Popular stars"
        description="The creators fans play with most"
        more={{ to: '/browse?tab=creators&sort=popularity' }}
      />
      <Box mt="md">{body}</Box>
    </Box>
  );
}
