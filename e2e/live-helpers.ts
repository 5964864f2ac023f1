import type { Page } from 'playwright-core';

/** Valorant, its first mode and platform, and `price`, through the first three steps of the go-live dialog. */
export async function chooseGameToPrice(page: Page, price: string) {
  const dialog = page.getByRole('dialog', { name: /Start a live session/ });
  await dialog.getByRole('combobox', { name: 'Game', exact: true }).click();
  await page.getByRole('option', { name: 'Valorant' }).click();
  await dialog.locator('.mantine-RadioCard-card').first().click();
  await dialog.getByText('Platform you play on').waitFor();
  await dialog.locator('.mantine-RadioCard-card').first().click();
  const priceField = dialog.getByLabel(/^Price per fan/);
  await priceField.fill(price);
  await priceField.press('Enter');
  return dialog;
}

/** Opens the go-live dialog from the header and starts a session at `price`; answers the session id. */
export async function goLiveThroughTheModal(page: Page, price: string): Promise<string> {
  await page.getByRole('button', { name: 'Start Playing Live' }).click();
  const dialog = await chooseGameToPrice(page, price);
  await dialog.getByText(/^Check the gig details - Make sure/).waitFor();
  await dialog.getByLabel('Looks good').check();
  const started = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/post/influencer/liveSession',
  );
  await dialog.getByRole('button', { name: 'START LIVE SESSION NOW' }).click();
  const response = await started;
  if (!response.ok()) throw new Error(`going live failed: ${response.status()} ${await response.text()}`);
  const { res_live_session_id: id } = (await response.json()) as { res_live_session_id: string };
  await page.getByRole('dialog').getByRole('button', { name: 'Done' }).click();
  await page.waitForURL(new RegExp(`/influencer/live/session/${id}`));
  return id;
}
