import { LegalDocumentTitles, type LegalDocumentType } from '@lobby/contracts';
import { Tabs } from '@mantine/core';
import { useSearchParams } from 'react-router-dom';
import { AdminPage } from '../../../components/admin/admin-page';
import { LegalEditor } from '../../../features/admin-legal/components/legal-editor';
import { LegalNav } from '../../../features/admin-legal/components/legal-nav';

const TYPES = ['vipQueueTermsAndConditions', 'cancellationPolicy', 'streamerAgreement'] as const;

/** /admin/terms-and-privacy: the other texts fans and stars accept (VIP queue terms, cancellation policy, agreement). */
export default function AdminTermsAndPrivacyPage() {
  const [search, setSearch] = useSearchParams();
  const picked = search.get('document');
  const type: LegalDocumentType = TYPES.find((one) => one === picked) ?? TYPES[0];
  return (
    <AdminPage
      title="Terms and agreements"
      description="The VIP queue terms fans accept at a VIP checkout, the cancellation policy, and the streamer agreement stars accept at onboarding."
      size="md"
      nav={<LegalNav />}
    >
      <Tabs value={type} onChange={(value) => value && setSearch({ document: value }, { replace: true })}>
        <Tabs.List mb="md">
          {TYPES.map((one) => (
            <Tabs.Tab key={one} value={one}>
              {LegalDocumentTitles[one]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <LegalEditor key={type} type={type} title={LegalDocumentTitles[type]} />
    </AdminPage>
  );
}
