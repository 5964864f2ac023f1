import { useNavigate, useSearchParams } from 'react-router-dom';
import { LoginForm } from '../../../features/auth/components/login-form';
import { pathAfterSignIn } from '../../../features/auth/utils/home-path';
import { oauthErrorText } from '../../../features/auth/utils/oauth-error';

export default function LoginPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const error = params.get('error');
  return (
    <LoginForm
      socialSignInError={error ? oauthErrorText(error) : null}
      onLoggedIn={({ user }) =>
        navigate(pathAfterSignIn(user.role, params.get('redirect')), { replace: true })
      }
    />
  );
}
