import { LegalDocumentView } from '../../../features/legal/components/legal-document-view';

/** /terms-of-service */
export default function TermsOfServicePage() {
  return <LegalDocumentView type="mainTermsAndConditions" title="Terms of Service" />;
}
