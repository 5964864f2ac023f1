import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { SignupForm } from '../../../features/auth/components/signup-form';

export default function SignupPage() {
  const navigate = useNavigate();
  // The code page comes next and must be ready to take the typed code as soon as it opens.
  useEffect(() => {
    void import('./verify-otp');
  }, []);
  return (
    <SignupForm
      onSignedUp={({ token, email }) =>
        navigate(`/signup/verifyotp/${encodeURIComponent(token)}/${encodeURIComponent(email)}`)
      }
    />
  );
}
