import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from './axe';
import { launchChromium, RunningStack } from './stack';

jest.setTimeout(180_000);

/**
 * A Google-like provider (oauth2-mock-server with an RS256 key) whose /authorize grants at once and whose
 * /userinfo answers the profile in MOCK_USERINFO. It runs in its own Node process: the package is ESM-only
 * and Jest's CommonJS sandbox can't load it.
 */
const PROVIDER_SCRIPT = `
import { OAuth2Server } from 'oauth2-mock-server';
const server = new OAuth2Server();
await server.issuer.keys.generate('RS256');
server.service.on('beforeUserinfo', (response) => {
  response.body = JSON.parse(process.env.MOCK_USERINFO);
});
await server.start(0, '127.0.0.1');
console.log('ready http://127.0.0.1:' + server.address().port);
process.on('SIGTERM', () => server.stop().finally(() => process.exit(0)));
`;

class MockOAuthProvider {
  private constructor(
    private readonly child: ChildProcess,
    readonly url: string,
  ) {}

  static start(userinfo: Record<string, unknown>): Promise<MockOAuthProvider> {
    const child = spawn(process.execPath, ['--input-type=module', '-e', PROVIDER_SCRIPT], {
      cwd: resolve(__dirname, '..'),
      env: { ...process.env, MOCK_USERINFO: JSON.stringify(userinfo) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    return new Promise((resolveProvider, reject) => {
      child.stdout!.on('data', (chunk) => {
        output += chunk;
        const ready = /ready (http:\/\/\S+)/.exec(output);
        if (ready) resolveProvider(new MockOAuthProvider(child, ready[1]));
      });
      child.stderr!.on('data', (chunk) => (output += chunk));
      child.once('exit', (code) =>
        reject(new Error(`The OAuth provider mock exited with ${code}:\n${output}`)),
      );
    });
  }

  async stop(): Promise<void> {
    if (this.child.exitCode !== null) return;
    const exited = new Promise((resolveExit) => this.child.once('exit', resolveExit));
    this.child.kill('SIGTERM');
    await exited;
  }
}

describe('social sign-in in the browser', () => {
  const suffix = randomBytes(3).toString('hex');
  const stack = new RunningStack();
  let provider: MockOAuthProvider;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    // A person Google has never sent before, who shares no email address.
    provider = await MockOAuthProvider.start({ sub: `google-${suffix}`, name: 'Mock Player' });
    await stack.start((url) => ({
      GOOGLE_CLIENT_ID: 'lobby-e2e-client',
      GOOGLE_CLIENT_SECRET: 'lobby-e2e-secret',
      GOOGLE_AUTHORIZE_URL: `${provider.url}/authorize`,
      GOOGLE_TOKEN_URL: `${provider.url}/token`,
      GOOGLE_USERINFO_URL: `${provider.url}/userinfo`,
      PUBLIC_URL: url,
    }));
    browser = await launchChromium();
  }, 150_000);

  afterAll(async () => {
    await browser?.close();
    await stack.stop();
    await provider?.stop();
  });

  beforeEach(async () => {
    page = await browser.newPage();
  });

  afterEach(async () => {
    await page.close();
  });

  it('signs up a new Google user without email through email and country capture, with INR for India', async () => {
    const email = `mock_${suffix}@example.com`;

    await page.goto(`${stack.url}/login`);
    await page.getByRole('link', { name: 'Continue with Google' }).click();

    await page.waitForURL(/\/email-capture\/[^/]+$/);
    // The landing page replaced its own history entry, so no URL in this tab carries the tokens any more.
    expect(page.url()).not.toContain('custom-redirection');
    await expectNoSeriousA11yViolations(page);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Continue' }).click();

    await page.waitForURL(/\/country-capture\/[^/]+$/);
    await page.getByRole('combobox', { name: 'Country' }).fill('India');
    await page.getByRole('option', { name: 'India', exact: true }).click();
    await page.getByText('Prices will be shown in INR').waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Save and continue' }).click();

    await page.waitForURL(`${stack.url}/`);
    await page.getByRole('button', { name: 'Account menu' }).waitFor();

    const user = await page.evaluate(async () => {
      const { state } = JSON.parse(localStorage.getItem('lobby-auth') ?? '{}');
      const response = await fetch('/api/current_user', {
        headers: { Authorization: `Bearer ${state.accessToken}` },
      });
      return { status: response.status, body: await response.json() };
    });
    expect(user.status).toBe(200);
    expect(user.body).toMatchObject({
      email,
      fullName: 'Mock Player',
      billingCountry: 'IN',
      baseCurrency: 'INR',
      role: 'user',
    });

    await page.goto(`${stack.url}/profile`);
    const currency = page.getByRole('group', { name: 'Base currency' });
    await currency.waitFor();
    expect(await currency.textContent()).toContain('INR');
    await expectNoSeriousA11yViolations(page);
  });

  it('shows why on the login page when the provider refuses', async () => {
    await page.goto(`${stack.url}/login?error=access_denied`);
    await page.getByRole('alert').getByText('Sign-in failed. Please try again.').waitFor();
    await expectNoSeriousA11yViolations(page);
  });
});
