import sharp from 'sharp';
import type { GatewayHarness, SignedInUser } from '../gateway-harness';

/** A plain picture of this size in this format. */
export function picture(format: 'png' | 'jpeg', width = 800, height = 600): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 30, g: 90, b: 160 } } })
    .toFormat(format)
    .toBuffer();
}

/** A multipart form with the file under `image` (named and typed as given, which the server ignores). */
export function imageForm(bytes: Buffer, name = 'picture.png', type = 'image/png'): FormData {
  const data = new FormData();
  data.append('image', new File([new Uint8Array(bytes)], name, { type }));
  return data;
}

/** The size and format of a stored upload, read back through the gateway's /uploads route. */
export async function storedImage(stack: GatewayHarness, url: string) {
  const response = await fetch(`${stack.gateway.url}${url}`);
  if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}`);
  const { format, width, height } = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
  return { format, width, height };
}

/** Polls until `check` passes: catalog learns of profile changes from identity's events, a moment later. */
export async function eventually<T>(check: () => Promise<T | undefined>, what: string, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const result = await check();
    if (result !== undefined) return result;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Waits until catalog lists this star (it hears of streamers from identity's profile events). */
export function starListed(stack: GatewayHarness, username: string) {
  return eventually(async () => {
    const response = await stack.get(`/api/get/influencer/${username}`);
    return response.status === 200 ? (response.body as { _id: string }) : undefined;
  }, `catalog to list ${username}`);
}

/**
 * A fresh streamer: a signed-up account made an influencer in identity's database, whose profile is then
 * edited so identity announces it and catalog lists the new star.
 */
export async function newStreamer(stack: GatewayHarness): Promise<SignedInUser> {
  const streamer = await stack.signedInUser('star');
  await stack.setRole(streamer.id, 'influencer');
  const announced = await stack.post(
    '/api/update_user_bio',
    { bio: 'New here' },
    { token: streamer.accessToken },
  );
  if (announced.status !== 200) throw new Error(`bio update failed: ${announced.status} ${announced.text}`);
  await starListed(stack, streamer.username);
  return streamer;
}
