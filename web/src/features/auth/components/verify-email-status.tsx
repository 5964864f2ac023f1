import { SuccessText } from '@lobby/contracts';
import { Button, Loader, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { CardPage } from '../../../components/card-page';
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
  const sent = useRef(false);
  const { mutate } = verify;

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    mutate(token, {
      onSuccess: ({ user }) => {
        notify.success(SuccessText.verified);
        navigate(pathAfterSignIn(user.role, takeReturnPath()), { replace: true });
      },
    });
  }, [mutate, navigate, token]);

  if (verify.isSuccess)
    return (
      <CardPage title="Email verified">
        <Stack align="center" gap="md">
          <ThemeIcon size={56} radius="xl" color="teal" variant="light">
            <IconCheck size={32} />
          </ThemeIcon>
          <Text fw={600}>{SuccessText.verified}</Text>
          <Button component={Link} to={homePathForRole(verify.data.user.role)} size="md" fullWidth>
            Continue
          </Button>
        </Stack>
      </CardPage>
    );

  if (verify.isError)
    return (
      <CardPage title="Verification failed">
        <Stack align="center" gap="md">
          <ThemeIcon size={56} radius="xl" color="red" variant="light">
            <IconX size={32} />
          </ThemeIcon>
          <Text ta="center">{verify.error.message}</Text>
          <Button component={Link} to="/login" size="md" fullWidth>
            Log in
          </Button>
        </Stack>
      </CardPage>
    );

  return (
    <CardPage title="Verifying your email">
      <Stack align="center" py="md">
        <Loader />
      </Stack>
    </CardPage>
  );
}
