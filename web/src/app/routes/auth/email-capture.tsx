import { useNavigate, useParams } from 'react-router-dom';
import { EmailCaptureForm } from '../../../features/auth/components/email-capture-form';
import { afterSignInPath } from '../../../features/auth/utils/after-sign-in-path';

export default function EmailCapturePage() {
  const { userId = '' } = useParams();
  const navigate = useNavigate();
  return (
    <EmailCaptureForm
      userId={userId}
      onSaved={(user) => navigate(afterSignInPath(user), { replace: true })}
    />
  );
}
