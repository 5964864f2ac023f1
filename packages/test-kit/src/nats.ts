import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, portAnswers, waitFor } from './ports';

export interface TestNats {
  url: string;
  stop(): Promise<void>;
}

function natsServerOnPath(): boolean {
  return spawnSync('nats-server', ['--version'], { stdio: 'ignore' }).status === 0;
}

/**
 * A NATS server of this test file's own (with JetStream), so parallel test files never answer each
 * other's requests. Needs Debian's `nats-server` on the PATH.
 */
export async function startNats(): Promise<TestNats> {
  if (!natsServerOnPath()) {
    throw new Error('Tests need nats-server on the PATH: apt-get install -y nats-server');
  }
  const port = await freePort();
  const storeDir = mkdtempSync(join(tmpdir(), 'lobby-test-nats-'));
  const child: ChildProcess = spawn(
    'nats-server',
    ['-a', '127.0.0.1', '-p', String(port), '-js', '-sd', storeDir],
    {
      stdio: 'ignore',
    },
  );
  await waitFor(() => portAnswers(port), { what: `nats-server on port ${port}` });
  return {
    url: `nats://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(storeDir, { recursive: true, force: true });
    },
  };
}
