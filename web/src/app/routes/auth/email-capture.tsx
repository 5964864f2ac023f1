import { useNavigate, useParams } from 'react-router-dom';
import { EmailCaptureForm } from '../../../features/auth/components/email-capture-form';

export default function EmailCapturePage() {
  const { userId = '' } = useParams();
  const navigate = useNavigate();
  return (
    <EmailCaptureForm
      userId={userId}
      onSaved={(user) =>
        navigate(user.billingCountry ? '/login' : `/country-capture/${encodeURIComponent(userId)}`, {
          replace: true,
        })
      }
    />
  );
}
