import { randomBytes } from 'node:crypto';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { AuthText } from '@lobby/contracts';
import {
  freePort,
  startMailCatcher,
  startNats,
  TEST_RPC_TIMEOUT_MS,
  waitFor,
  type MailCatcher,
  type TestNats,
} from '@lobby/test-kit';

const REPO_ROOT = resolve(__dirname, '..');
const READY_LINE = /Lobby is ready at (http:\/\/\S+)/;

/** Extra environment for the stack; a function gets the address the stack will answer on (to set PUBLIC_URL). */
export type StackEnv = Record<string, string> | ((url: string) => Record<string, string>);

export interface ApiAnswer<T> {
  status: number;
  body: T;
}

/** The whole product as `npm start` runs it (built services, gateway and web app), on ports of its own. */
export class RunningStack {
  url = '';
  nats!: TestNats;
  mail!: MailCatcher;
  private child?: ChildProcess;
  private output = '';
  private readonly dataDir = mkdtempSync(join(tmpdir(), 'lobby-e2e-'));

  async start(extraEnv: StackEnv = {}): Promise<this> {
    this.nats = await startNats();
    this.mail = await startMailCatcher();
    const port = await freePort();
    const basePort = await freePort();
    // The launcher serves on localhost:PORT (scripts/stack.mjs).
    const expectedUrl = `http://localhost:${port}`;
    this.child = spawn(process.execPath, ['scripts/start.mjs'], {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        LOBBY_DATA_DIR: this.dataDir,
        PORT: String(port),
        SERVICE_PORT_BASE: String(basePort),
        NATS_URL: this.nats.url,
        SMTP_URL: this.mail.smtpUrl,
        // Browser test files run side by side on one PostgreSQL cluster; each stack gets databases of its own.
        DATABASE_PREFIX: `e2e_${randomBytes(4).toString('hex')}`,
        LOG_LEVEL: 'warn',
        RPC_TIMEOUT_MS: TEST_RPC_TIMEOUT_MS,
        ...(typeof extraEnv === 'function' ? extraEnv(expectedUrl) : extraEnv),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child.stdout!.on('data', (chunk) => (this.output += chunk));
    this.child.stderr!.on('data', (chunk) => (this.output += chunk));
    this.url = await new Promise<string>((resolveUrl, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`The stack did not get ready:\n${this.output}`)),
        90_000,
      );
      const check = () => {
        const match = READY_LINE.exec(this.output);
        if (match) {
          clearTimeout(timer);
          resolveUrl(match[1]);
        }
      };
      this.child!.stdout!.on('data', check);
      this.child!.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`The stack exited with ${code}:\n${this.output}`));
      });
    });
    return this;
  }

  /** One JSON request to the API; answers whatever status came back (a failed fetch throws). */
  async call<T = unknown>(
    path: string,
    { method, token, body }: { method?: string; token?: string; body?: unknown } = {},
  ): Promise<ApiAnswer<T>> {
    const response = await fetch(`${this.url}${path}`, {
      method: method ?? (body === undefined ? 'GET' : 'POST'),
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, body: parsed as T };
  }

  /**
   * Signs a demo account in through the API: its access token and user id. Staff sign in at the staff sign-in (the
   * fan sign-in refuses them).
   */
  async signIn(email: string, password = 'LobbyDemo!2026'): Promise<{ token: string; userId: string }> {
    type Session = { accessToken: string; user: { _id: string } };
    let login = await this.call<Session>('/auth/login', { body: { email, password } });
    if (login.status === 403 && (login.body as { error?: string }).error === AuthText.staffUseStaffSignIn)
      login = await this.call<Session>('/api/admin/login', { body: { username: email, password } });
    if (login.status !== 200) throw new Error(`signing ${email} in failed: ${login.status}`);
    return { token: login.body.accessToken, userId: login.body.user._id };
  }

  /** Everything the launcher printed so far (its restarts are logged there). */
  get launcherOutput(): string {
    return this.output;
  }

  /**
   * The pid of a process the launcher runs now (`booking`, `booking-2`, `gateway`), from the run record it
   * keeps in its data folder; undefined while that process is down and waiting to be started again.
   */
  pidOf(name: string): number | undefined {
    const record = JSON.parse(readFileSync(join(this.dataDir, 'run.json'), 'utf8')) as {
      processes: Record<string, { pid: number } | undefined>;
    };
    return record.processes[name]?.pid;
  }

  /** Waits for the launcher to print a line matching `pattern` after `from` characters of its output. */
  waitForOutput(pattern: RegExp, { from = 0, timeoutMs = 60_000 } = {}): Promise<RegExpExecArray> {
    return waitFor(async () => pattern.exec(this.output.slice(from)), {
      timeoutMs,
      intervalMs: 100,
      what: `the launcher to print ${pattern}`,
    });
  }

  /** Polls /api/health until every service answers (200); resolves with the time it took. */
  async waitUntilHealthy(timeoutMs = 60_000): Promise<number> {
    const started = Date.now();
    await waitFor(
      async () => (await fetch(`${this.url}/api/health`, { signal: AbortSignal.timeout(5000) })).ok,
      { timeoutMs, intervalMs: 100, what: '/api/health to answer 200' },
    );
    return Date.now() - started;
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (child && child.exitCode === null) {
      const exited = new Promise((resolveExit) => child.once('exit', resolveExit));
      child.kill('SIGINT');
      await exited;
    }
    await this.mail?.close();
    await this.nats?.stop();
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      // Chromium's new headless mode opens the address bar's popups (web pages of their own) in every window, and
      // a browser test opens hundreds of windows: ~1 s of CPU each, 20% of the windows' cost. No test uses them.
      '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
    ],
  });
}
