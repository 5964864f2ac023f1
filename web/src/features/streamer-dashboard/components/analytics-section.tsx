import { AnalyticsWindowsDays, type AnalyticsWindow } from '@lobby/contracts';
import { Alert, Button, SegmentedControl, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { SectionCard } from '../../../components/section-card';
import { timeZoneLabel } from '../../../lib/viewer-time';
import { useEnoughData, useFullAnalytics, useTopFans, useTopGigs } from '../api/analytics-queries';
import { AnalyticsEmptyState } from './analytics-empty-state';
import { AnalyticsFunnel } from './analytics-funnel';
import { AnalyticsTopFans } from './analytics-top-fans';
import { AnalyticsTopGigs } from './analytics-top-gigs';

interface AnalyticsSectionProps {
  starId: string;
  /** '?streamerId=…' when a moderator acts for the streamer, else ''. */
  query: string;
  /** The IANA zone the window's days are counted in, named on the card. */
  timeZone: string;
}

/**
 * The streamer's analytics: the conversion funnel of the chosen window (days in `timeZone`), top gigs and top fans; until
 * there is enough data, what is still missing.
 */
export function AnalyticsSection({ starId, query, timeZone }: AnalyticsSectionProps) {
  const [days, setDays] = useState<AnalyticsWindow>(30);
  const enough = useEnoughData(starId, query);
  const analytics = useFullAnalytics(starId, query, timeZone, days);
  const gigs = useTopGigs(starId, query);
  const fans = useTopFans(starId, query);

  return (
    <SectionCard
      title="Analytics"
      description={`Views of your star, gig and live pages, clicks, checkouts started and paid orders. Days in ${timeZoneLabel(timeZone)}.`}
      aside={
        <SegmentedControl
          size="xs"
          aria-label="Analytics window"
          value={String(days)}
          onChange={(value) => setDays(Number(value) as AnalyticsWindow)}
          data={AnalyticsWindowsDays.map((window) => ({ value: String(window), label: `${window} days` }))}
        />
      }
    >
      {enough.data && !enough.data.isEnoughData && <AnalyticsEmptyState enough={enough.data} />}
      {analytics.isError ? (
        <Alert color="red" variant="light" title="Analytics could not be loaded">
          <Button size="xs" variant="light" color="red" onClick={() => void analytics.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : analytics.data ? (
        <AnalyticsFunnel analytics={analytics.data} />
      ) : (
        <Skeleton height={220} />
      )}
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <Stack gap="sm">
          <Text fw={600}>Top performing gigs</Text>
          {gigs.data ? <AnalyticsTopGigs gigs={gigs.data} /> : <Skeleton height={120} />}
        </Stack>
        <Stack gap="sm">
          <Text fw={600}>Top fans</Text>
          {fans.data ? <AnalyticsTopFans fans={fans.data} /> : <Skeleton height={120} />}
        </Stack>
      </SimpleGrid>
    </SectionCard>
  );
}
