import { Button, Divider, Stack } from '@mantine/core';
import { IconBrandDiscordFilled, IconBrandGoogleFilled } from '@tabler/icons-react';
import { useAuthProviders } from '../api/get-auth-providers';
import { socialSignInPath } from '../api/social-sign-in';
import { rememberReturnPath, useReturnTo } from '../utils/return-path';

/** 'Continue with Google' and 'Continue with Discord', each only when the server has it configured. */
export function SocialSignInButtons() {
  const { data: providers } = useAuthProviders();
  const { redirect } = useReturnTo();
  // The provider sends the browser back to the social sign-in page, which returns to this page's `redirect`.
  const remember = () => rememberReturnPath(redirect);
  if (!providers?.google && !providers?.discord) return null;

  return (
    <Stack gap="sm">
      {providers.google && (
        <Button
          component="a"
          href={socialSignInPath('google')}
          onClick={remember}
          variant="default"
          size="md"
          leftSection={<IconBrandGoogleFilled size={18} />}
          fullWidth
        >
          Continue with Google
        </Button>
      )}
      {providers.discord && (
        <Button
          component="a"
          href={socialSignInPath('discord')}
          onClick={remember}
          color="indigo"
          size="md"
          leftSection={<IconBrandDiscordFilled size={18} />}
          fullWidth
        >
          Continue with Discord
        </Button>
      )}
      <Divider label="or" labelPosition="center" />
    </Stack>
  );
}
