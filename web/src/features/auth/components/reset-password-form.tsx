import { useResetPassword } from '../api/passwords';
import { NewPasswordForm } from './new-password-form';

export function ResetPasswordForm({ token, onDone }: { token: string; onDone: (message: string) => void }) {
  const resetPassword = useResetPassword();
  return (
    <NewPasswordForm
      title="Choose a new password"
      subtitle="Your new password replaces the old one on every device."
      submitLabel="Save password"
      pending={resetPassword.isPending}
      onSubmit={(newPassword) =>
        resetPassword.mutate({ token, newPassword }, { onSuccess: ({ message }) => onDone(message) })
      }
    />
  );
}
