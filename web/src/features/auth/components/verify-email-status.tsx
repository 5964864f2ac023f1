import { SuccessText } from '@lobby/contracts';
import { Button, Text } from '@mantine/core';
import { Link, useNavigate } from 'react-router-dom';
import { LinkOutcome } from '../../../components/link-outcome';
import { useRunOnce } from '../../../hooks/use-run-once';
import { notify } from '../../../lib/notify';
import { useVerifyEmail } from '../api/verification';
import { homePathForRole, pathAfterSignIn } from '../utils/home-path';
import { takeReturnPath } from '../utils/return-path';

/**
 * Posts the verification token from the emailed link once, on arrival: proving the email signs the user in, and
 * the page goes on (to the page the sign-up started from when the link opens in that tab, else home). A failure
 * is shown here.
 */
export function VerifyEmailStatus({ token }: { token: string }) {
  const verify = useVerifyEmail();
  const navigate = useNavigate();

  useRunOnce(() =>
    verify.mutate(token, {
      onSuccess: ({ user }) => {
        notify.success(SuccessText.verified);
        navigate(pathAfterSignIn(user.role, takeReturnPath()), { replace: true });
      },
    }),
  );

  if (verify.isSuccess)
    return (
      <LinkOutcome title="Email verified" outcome="done">
        <Text fw={600}>{SuccessText.verified}</Text>
        <Button component={Link} to={homePathForRole(verify.data.user.role)} size="md" fullWidth>
          Continue
        </Button>
      </LinkOutcome>
    );

  if (verify.isError)
    return (
      <LinkOutcome title="Verification failed" outcome="failed">
        <Text ta="center">{verify.error.message}</Text>
        <Button component={Link} to="/login" size="md" fullWidth>
          Log in
        </Button>
      </LinkOutcome>
    );

  return <LinkOutcome title="Verifying your email" outcome="pending" />;
}
