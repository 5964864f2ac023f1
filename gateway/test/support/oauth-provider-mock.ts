import { type ChildProcess, fork } from 'node:child_process';
import { join } from 'node:path';

/** A request the fake provider received. */
export interface SeenRequest {
  endpoint: 'authorize' | 'token' | 'userinfo';
  query?: Record<string, string>;
  body?: Record<string, string>;
  authorization?: string | null;
}

interface Reply {
  type: 'ready' | 'done';
  id?: number;
  url?: string;
  answer?: unknown;
}

/**
 * A local OAuth2 provider (oauth2-mock-server, in a child process: it is ESM-only and Jest's sandbox
 * can't load it). Its /authorize grants at once, /token issues tokens for any code, /userinfo answers
 * the profile the test set.
 */
export class OAuthProviderMock {
  private nextId = 1;
  private readonly pending = new Map<number, (answer: unknown) => void>();

  private constructor(
    private readonly child: ChildProcess,
    readonly url: string,
  ) {
    child.on('message', (reply: Reply) => {
      if (reply.type !== 'done' || reply.id === undefined) return;
      this.pending.get(reply.id)?.(reply.answer);
      this.pending.delete(reply.id);
    });
  }

  static start(): Promise<OAuthProviderMock> {
    const child = fork(join(__dirname, 'oauth-provider-process.mjs'), [], { stdio: 'inherit' });
    return new Promise((resolve, reject) => {
      child.once('error', reject);
      child.once('exit', (code) => reject(new Error(`The OAuth provider mock exited with ${code}`)));
      child.once('message', (reply: Reply) => {
        if (reply.type === 'ready' && reply.url) resolve(new OAuthProviderMock(child, reply.url));
      });
    });
  }

  /** The gateway environment that points `provider` at this mock. */
  envFor(provider: 'GOOGLE' | 'DISCORD'): Record<string, string> {
    return {
      [`${provider}_CLIENT_ID`]: `${provider.toLowerCase()}-client`,
      [`${provider}_CLIENT_SECRET`]: `${provider.toLowerCase()}-secret`,
      [`${provider}_AUTHORIZE_URL`]: `${this.url}/authorize`,
      [`${provider}_TOKEN_URL`]: `${this.url}/token`,
      [`${provider}_USERINFO_URL`]: `${this.url}/userinfo`,
    };
  }

  /** What /userinfo answers from now on. */
  async answerUserinfo(body: Record<string, unknown>): Promise<void> {
    await this.command({ type: 'userinfo', body });
  }

  async denyNextAuthorization(): Promise<void> {
    await this.command({ type: 'denyNextAuthorization' });
  }

  async failNextTokenRequest(): Promise<void> {
    await this.command({ type: 'failNextToken' });
  }

  /** The requests received since the last call. */
  async takeSeen(): Promise<SeenRequest[]> {
    return (await this.command({ type: 'takeSeen' })) as SeenRequest[];
  }

  async stop(): Promise<void> {
    if (this.child.exitCode !== null) return;
    this.child.removeAllListeners('exit');
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    this.child.disconnect();
    await exited;
  }

  private command(command: Record<string, unknown>): Promise<unknown> {
    const id = this.nextId++;
    return new Promise((resolve) => {
      this.pending.set(id, resolve);
      this.child.send({ ...command, id });
    });
  }
}
