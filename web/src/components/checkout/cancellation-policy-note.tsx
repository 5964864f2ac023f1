import { cancellationPolicyWords, type CancellationPolicyName } from '@lobby/contracts';
import { Text } from '@mantine/core';
import { TextLink } from '../text-link';

/** A gig's cancellation policy in words, shown before paying (the legal pages promise it is). */
export function CancellationPolicyNote({ policy }: { policy: CancellationPolicyName }) {
  return (
    <Text size="sm" c="dimmed" data-testid="cancellation-policy">
      <TextLink to="/cancellation-policy">Cancellation</TextLink> — {cancellationPolicyWords(policy)}
    </Text>
  );
}
