import { useNavigate, useParams } from 'react-router-dom';
import { CountryCaptureForm } from '../../../features/auth/components/country-capture-form';
import { afterSignInPath } from '../../../features/auth/utils/after-sign-in-path';

export default function CountryCapturePage() {
  const { userId = '' } = useParams();
  const navigate = useNavigate();
  return (
    <CountryCaptureForm
      userId={userId}
      onSaved={({ user }) => navigate(afterSignInPath(user), { replace: true })}
    />
  );
}
