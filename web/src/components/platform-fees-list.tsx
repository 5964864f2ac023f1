import type { PlatformFeesDto } from '@lobby/contracts';
import { List, Text } from '@mantine/core';

const SOURCE_TEXT: Record<PlatformFeesDto['source'], string> = {
  streamer: 'agreed for you',
  configuration: 'the standard fee',
  default: 'the standard fee',
};

/**
 * What is taken from each sale before it reaches the streamer: the platform fee, GST on it, and TDS; and, for a
 * streamer with a GSTIN, the GST their prices include, which is not taken but theirs to remit.
 */
export function PlatformFeesList({ fees }: { fees: PlatformFeesDto }) {
  return (
    <List size="sm" spacing={4} data-testid="platform-fees">
      <List.Item>
        Platform fee:{' '}
        <Text span fw={700}>
          {fees.platformFeePercent}%
        </Text>{' '}
        of each sale ({SOURCE_TEXT[fees.source]})
      </List.Item>
      <List.Item>
        GST on the platform fee:{' '}
        <Text span fw={700}>
          {fees.platformFeeIndirectTaxPercent}%
        </Text>{' '}
        of the fee
      </List.Item>
      <List.Item>
        TDS:{' '}
        <Text span fw={700}>
          {fees.tdsPercent}%
        </Text>{' '}
        of each sale, deducted at source
      </List.Item>
      {fees.streamerGstin && (
        <List.Item>
          GST on your own sessions:{' '}
          <Text span fw={700}>
            {fees.indirectTaxPercent}%
          </Text>{' '}
          included in your prices (GSTIN {fees.streamerGstin}), not deducted: yours to remit
        </List.Item>
      )}
    </List>
  );
}
