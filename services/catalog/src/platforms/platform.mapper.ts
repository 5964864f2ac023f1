import { MOBILE_PLATFORMS_LABEL, type PlatformDto } from '@lobby/contracts';

export interface PlatformFields {
  id: string;
  name: string;
  slug: string;
  icon: string | null;
}

export function toPlatformDto(row: PlatformFields): PlatformDto {
  return { _id: row.id, platform_name: row.name, platform_id_name: row.slug, platform_icon: row.icon };
}

const ANDROID = 'android';
const IOS = 'ios';

/**
 * Spec §3: when a game has both Android and iOS they show as one 'Android/iOS' entry, in Android's place and
 * with Android's id (a gig on either is accepted for that entry).
 */
export function mergeMobilePlatforms(list: PlatformDto[]): PlatformDto[] {
  const android = list.find((p) => p.platform_name.toLowerCase() === ANDROID);
  const ios = list.find((p) => p.platform_name.toLowerCase() === IOS);
  if (!android || !ios) return list;
  const merged: PlatformDto = {
    _id: android._id,
    platform_name: MOBILE_PLATFORMS_LABEL,
    platform_id_name: 'android-ios',
    platform_icon: android.platform_icon ?? ios.platform_icon,
  };
  return list.filter((p) => p !== ios).map((p) => (p === android ? merged : p));
}

/** The platform names a filter value stands for: 'Android/iOS' means either. */
export function platformNamesFor(filter: string): string[] {
  const lower = filter.trim().toLowerCase();
  return lower === MOBILE_PLATFORMS_LABEL.toLowerCase() || lower === 'android-ios' ? [ANDROID, IOS] : [lower];
}
