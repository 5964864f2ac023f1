import { AdminPage } from '../../../components/admin/admin-page';
import { PaymentGatewaysEditor } from '../../../features/admin-payment-gateways/components/payment-gateways-editor';

/** /admin/manage-payment-gateways */
export default function PaymentGatewaysPage() {
  return (
    <AdminPage
      title="Payment gateways"
      description="The ways buyers can pay, their order and which are on."
      size="sm"
    >
      <PaymentGatewaysEditor />
    </AdminPage>
  );
}
