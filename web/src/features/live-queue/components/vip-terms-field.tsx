import { AcceptTermsField } from '../../../components/accept-terms-field';
import { useVipTerms } from '../api/vip-terms';

/** "I accept the VIP queue terms (version N)": `accepted` is the version ticked, or null. */
export function VipTermsField(props: {
  accepted: number | null;
  onChange: (version: number | null) => void;
  error?: string | null;
}) {
  return <AcceptTermsField terms={useVipTerms()} name="VIP queue terms" {...props} />;
}
