import { Button, Divider, Stack } from '@mantine/core';
import { IconBrandDiscordFilled, IconBrandGoogleFilled } from '@tabler/icons-react';
import { useAuthProviders } from '../api/get-auth-providers';
import { socialSignInPath } from '../api/social-sign-in';
import { rememberReturnPath, useReturnTo } from '../utils/return-path';

const providerButtons = [
  {
    provider: 'google',
    label: 'Continue with Google',
    icon: IconBrandGoogleFilled,
    look: { variant: 'default' },
  },
  {
    provider: 'discord',
    label: 'Continue with Discord',
    icon: IconBrandDiscordFilled,
    look: { color: 'indigo' },
  },
] as const;

/** 'Continue with Google' and 'Continue with Discord', each only when the server has it configured. */
export function SocialSignInButtons() {
  const { data: providers } = useAuthProviders();
  const { redirect } = useReturnTo();
  // The provider sends the browser back to the social sign-in page, which returns to this page's `redirect`.
  const remember = () => rememberReturnPath(redirect);
  if (!providers?.google && !providers?.discord) return null;

  return (
    <Stack gap="sm">
      {providerButtons
        .filter(({ provider }) => providers[provider])
        .map(({ provider, label, icon: Icon, look }) => (
          <Button
            key={provider}
            component="a"
            href={socialSignInPath(provider)}
            onClick={remember}
            {...look}
            size="md"
            leftSection={<Icon size={18} />}
            fullWidth
          >
            {label}
          </Button>
        ))}
      <Divider label="or" labelPosition="center" />
    </Stack>
  );
}
