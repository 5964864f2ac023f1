import { SuccessText } from '@lobby/contracts';
import { Button, Loader, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { AuthCard } from '../../../components/auth-card';
import { useVerifyEmail } from '../api/verification';

/** Posts the verification token from the emailed link once, on arrival, and shows the outcome. */
export function VerifyEmailStatus({ token }: { token: string }) {
  const verify = useVerifyEmail();
  const sent = useRef(false);
  const { mutate } = verify;

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    mutate(token);
  }, [mutate, token]);

  const loginLink = (
    <Button component={Link} to="/login" size="md" fullWidth>
      Log in
    </Button>
  );

  if (verify.isSuccess)
    return (
      <AuthCard title="Email verified">
        <Stack align="center" gap="md">
          <ThemeIcon size={56} radius="xl" color="teal" variant="light">
            <IconCheck size={32} />
          </ThemeIcon>
          <Text fw={600}>{SuccessText.verified}</Text>
          {loginLink}
        </Stack>
      </AuthCard>
    );

  if (verify.isError)
    return (
      <AuthCard title="Verification failed">
        <Stack align="center" gap="md">
          <ThemeIcon size={56} radius="xl" color="red" variant="light">
            <IconX size={32} />
          </ThemeIcon>
          <Text ta="center">{verify.error.message}</Text>
          {loginLink}
        </Stack>
      </AuthCard>
    );

  return (
    <AuthCard title="Verifying your email">
      <Stack align="center" py="md">
        <Loader />
      </Stack>
    </AuthCard>
  );
}
