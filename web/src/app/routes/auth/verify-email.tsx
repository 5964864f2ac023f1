import { useParams } from 'react-router-dom';
import { VerifyEmailStatus } from '../../../features/auth/components/verify-email-status';

export default function VerifyEmailPage() {
  const { token = '' } = useParams();
  return <VerifyEmailStatus key={token} token={token} />;
}
