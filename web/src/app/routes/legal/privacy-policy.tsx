import { LegalDocumentView } from '../../../features/legal/components/legal-document-view';

/** /privacy-policy */
export default function PrivacyPolicyPage() {
  return <LegalDocumentView type="mainPrivacyPolicy" title="Privacy Policy" />;
}
