import { useNavigate } from 'react-router-dom';
import { LoginForm } from '../../../features/auth/components/login-form';
import { homePathForRole } from '../../../features/auth/utils/home-path';

export default function LoginPage() {
  const navigate = useNavigate();
  return <LoginForm onLoggedIn={({ user }) => navigate(homePathForRole(user.role), { replace: true })} />;
}
