import { PayoutTaxDefaults, PLATFORM_FEE_DEFAULT_PERCENT, type PlatformFeesDto } from '@lobby/contracts';
import { Skeleton } from '@mantine/core';
import { PlatformFeesList } from '../../../components/platform-fees-list';
import { useCreatorFees } from '../api/early-access';

/** What is taken from a sale: the configured standard fee and taxes, else the contracts' defaults. */
export function CreatorFees() {
  const fees = useCreatorFees();
  if (fees.isPending) return <Skeleton h={72} radius="md" />;
  const shown: PlatformFeesDto = fees.data
    ? { ...fees.data, streamerId: '', streamerGstin: null }
    : {
        streamerId: '',
        platformFeePercent: PLATFORM_FEE_DEFAULT_PERCENT,
        source: 'default',
        indirectTaxPercent: PayoutTaxDefaults.indirectTaxPercent,
        platformFeeIndirectTaxPercent: PayoutTaxDefaults.platformFeeIndirectTaxPercent,
        tdsPercent: PayoutTaxDefaults.tdsPercent,
        streamerGstin: null,
      };
  return <PlatformFeesList fees={shown} />;
}
