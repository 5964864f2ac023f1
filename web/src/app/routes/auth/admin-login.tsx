import { useNavigate } from 'react-router-dom';
import { AdminLoginForm } from '../../../features/auth/components/admin-login-form';
import { homePathForRole } from '../../../features/auth/utils/home-path';

export default function AdminLoginPage() {
  const navigate = useNavigate();
  return (
    <AdminLoginForm onLoggedIn={({ user }) => navigate(homePathForRole(user.role), { replace: true })} />
  );
}
