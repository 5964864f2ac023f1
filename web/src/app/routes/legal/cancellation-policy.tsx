import { CancellationTiers } from '../../../features/legal/components/cancellation-tiers';
import { LegalDocumentView } from '../../../features/legal/components/legal-document-view';

/** /cancellation-policy: the document, with each named policy's tiers from the rule booking applies. */
export default function CancellationPolicyPage() {
  return (
    <LegalDocumentView type="cancellationPolicy" title="Cancellation Policy">
      <CancellationTiers />
    </LegalDocumentView>
  );
}
