import type { Browser, Page } from 'playwright-core';
import { launchChromium, RunningStack, type StackEnv } from './stack';

/** The stack and the Chromium a browser test file shares; `browser` is there once `beforeAll` has run. */
export interface BrowserStack {
  readonly stack: RunningStack;
  browser: Browser;
}

/**
 * Starts one stack and one Chromium for the whole file (in `beforeAll`) and closes them after it (in
 * `afterAll`). Call it at the top of the `describe`.
 */
export function useBrowserStack(env: StackEnv = {}): BrowserStack {
  const running = { stack: new RunningStack() } as BrowserStack;
  beforeAll(async () => {
    await running.stack.start(env);
    running.browser = await launchChromium();
  }, 120_000);
  afterAll(async () => {
    await running.browser?.close();
    await running.stack.stop();
  });
  return running;
}

/** Signs in on the login page and waits until the app has moved on from it. */
export async function logIn(page: Page, baseUrl: string, email: string, password: string): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email or username').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}
