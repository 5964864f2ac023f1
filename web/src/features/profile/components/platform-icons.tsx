import type { SocialPlatform } from '@lobby/contracts';
import {
  IconBrandAndroid,
  IconBrandApple,
  IconBrandDiscord,
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandKick,
  IconBrandTiktok,
  IconBrandTwitch,
  IconBrandX,
  IconBrandXbox,
  IconBrandYoutube,
  IconDeviceDesktop,
  IconDeviceGamepad2,
  IconDeviceNintendo,
  IconPlaystationTriangle,
  type TablerIcon,
} from '@tabler/icons-react';

export const socialPlatformInfo: Record<SocialPlatform, { label: string; icon: TablerIcon; color: string }> =
  {
    youtube: { label: 'YouTube', icon: IconBrandYoutube, color: 'red' },
    twitch: { label: 'Twitch', icon: IconBrandTwitch, color: 'grape' },
    instagram: { label: 'Instagram', icon: IconBrandInstagram, color: 'pink' },
    x: { label: 'X', icon: IconBrandX, color: 'gray' },
    tiktok: { label: 'TikTok', icon: IconBrandTiktok, color: 'cyan' },
    discord: { label: 'Discord', icon: IconBrandDiscord, color: 'indigo' },
    facebook: { label: 'Facebook', icon: IconBrandFacebook, color: 'blue' },
    kick: { label: 'Kick', icon: IconBrandKick, color: 'lime' },
  };

const gamingPlatformIcons: Record<string, TablerIcon> = {
  PlayStation: IconPlaystationTriangle,
  'Nintendo Switch': IconDeviceNintendo,
  XBOX: IconBrandXbox,
  PC: IconDeviceDesktop,
  Android: IconBrandAndroid,
  iOS: IconBrandApple,
};

/** The icon of a gaming platform from PlatformNames, a gamepad for any other. */
export const gamingPlatformIcon = (platform: string): TablerIcon =>
  gamingPlatformIcons[platform] ?? IconDeviceGamepad2;
