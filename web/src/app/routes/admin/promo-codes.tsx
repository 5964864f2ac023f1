import { AdminPage } from '../../../components/admin/admin-page';
import { PromoCodesAdmin } from '../../../features/admin-promo-codes/components/promo-codes-admin';

/** /admin/manage-promo-codes */
export default function PromoCodesPage() {
  return (
    <AdminPage
      title="Promo codes"
      description="Every star's codes and the platform's own, which work on any star's gigs."
    >
      <PromoCodesAdmin />
    </AdminPage>
  );
}
