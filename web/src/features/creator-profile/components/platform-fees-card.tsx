import { Skeleton, Text } from '@mantine/core';
import { ListError } from '../../../components/catalog/list-status';
import { PlatformFeesList } from '../../../components/platform-fees-list';
import { SectionCard } from '../../../components/section-card';
import { usePlatformFees } from '../../../lib/platform-fees';

/** The fee and taxes that apply to the streamer's sales (spec /api/influencers/{id}/platform-fees). */
export function PlatformFeesCard({ starId, query }: { starId: string; query: string }) {
  const fees = usePlatformFees(starId, query);
  return (
    <SectionCard title="Platform fees" description="What is taken from each sale before it reaches you.">
      {fees.isPending && <Skeleton height={72} />}
      {fees.isError && <ListError error={fees.error} onRetry={() => fees.refetch()} />}
      {fees.data && (
        <>
          <PlatformFeesList fees={fees.data} />
          <Text size="xs" c="dimmed">
            The rest is yours, paid out once staff confirm your sessions were played.
          </Text>
        </>
      )}
    </SectionCard>
  );
}
