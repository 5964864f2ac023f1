import { copyLink } from '../copy-link';
import { track } from './tracker';

/** Copies a page's link for sharing (toasting as copyLink does) and, once copied, sends the share event. */
export async function shareLink(url: string): Promise<boolean> {
  const copied = await copyLink(url);
  if (copied) track('share', { url });
  return copied;
}
