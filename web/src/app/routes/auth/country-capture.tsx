import { useNavigate, useParams } from 'react-router-dom';
import { CountryCaptureForm } from '../../../features/auth/components/country-capture-form';
import { homePathForRole } from '../../../features/auth/utils/home-path';

export default function CountryCapturePage() {
  const { userId = '' } = useParams();
  const navigate = useNavigate();
  return (
    <CountryCaptureForm
      userId={userId}
      onSaved={({ user }) => navigate(homePathForRole(user.role), { replace: true })}
    />
  );
}
