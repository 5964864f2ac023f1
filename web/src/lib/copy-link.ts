import { ErrorText, SuccessText } from '@lobby/contracts';
import { notify } from './notify';

/** Copies a link and toasts 'Link copied!!', or 'Failed to copy link!' when the browser refuses (spec §8). */
export async function copyLink(url: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(url);
    notify.success(SuccessText.linkCopied);
    return true;
  } catch {
    notify.error(ErrorText.failedToCopyLink);
    return false;
  }
}
