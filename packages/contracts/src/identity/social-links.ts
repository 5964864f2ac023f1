import { SocialPlatforms, type SocialPlatform } from './types';

/** Each social platform's name and the hosts its links live on (a subdomain such as www. or m. counts). */
export const SocialPlatformSites: Record<SocialPlatform, { label: string; hosts: readonly string[] }> = {
  youtube: { label: 'YouTube', hosts: ['youtube.com', 'youtu.be'] },
  twitch: { label: 'Twitch', hosts: ['twitch.tv'] },
  instagram: { label: 'Instagram', hosts: ['instagram.com'] },
  x: { label: 'X', hosts: ['x.com', 'twitter.com'] },
  tiktok: { label: 'TikTok', hosts: ['tiktok.com'] },
  discord: { label: 'Discord', hosts: ['discord.gg', 'discord.com'] },
  facebook: { label: 'Facebook', hosts: ['facebook.com', 'fb.com'] },
  kick: { label: 'Kick', hosts: ['kick.com'] },
};

/** The platform a name means, by its key or its label in any case ('YouTube', 'youtube'); undefined for others. */
export function socialPlatformNamed(name: string): SocialPlatform | undefined {
  const wanted = name.trim().toLowerCase();
  return SocialPlatforms.find(
    (platform) => platform === wanted || SocialPlatformSites[platform].label.toLowerCase() === wanted,
  );
}

/** Whether an http(s) link is on one of the platform's hosts. */
export function isOnPlatformHost(platform: SocialPlatform, link: string): boolean {
  let hostname: string;
  try {
    hostname = new URL(link.trim()).hostname.toLowerCase();
  } catch {
    return false;
  }
  return SocialPlatformSites[platform].hosts.some(
    (host) => hostname === host || hostname.endsWith(`.${host}`),
  );
}

/** The refusal of a link that is not on its platform's hosts: 'A YouTube link must be on youtube.com or youtu.be'. */
export function wrongPlatformHostText(platform: SocialPlatform): string {
  const { label, hosts } = SocialPlatformSites[platform];
  return `${/^[aeiox]/i.test(label) ? 'An' : 'A'} ${label} link must be on ${hosts.join(' or ')}`;
}
