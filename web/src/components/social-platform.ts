import type { SocialPlatform } from '@lobby/contracts';
import {
  IconBrandDiscord,
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandKick,
  IconBrandTiktok,
  IconBrandTwitch,
  IconBrandX,
  IconBrandYoutube,
  type TablerIcon,
} from '@tabler/icons-react';

/** How each social platform is named and drawn: on a star's profile and in the streamer's settings. */
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
