import fs from 'node:fs';
import { createRequire } from 'node:module';
import { sleep, tcpGreeting } from './ports.mjs';
import { withoutNewSignalListeners } from './signals.mjs';

const require = createRequire(import.meta.url);
let running = null;

/**
 * Starts maildev (SMTP catcher with a web inbox) in this process on 127.0.0.1. Mails are kept in `mailDir`,
 * so the inbox survives a restart. maildev keeps module-level state: one instance per process.
 */
export async function startMaildev({ smtpPort, webPort, mailDir }) {
  if (running) throw new Error('maildev is already running in this process; pass SMTP_URL to share it');
  fs.mkdirSync(mailDir, { recursive: true });
  // maildev installs SIGINT/SIGTERM handlers that exit the process; the launcher stops it in order instead.
  const maildev = await withoutNewSignalListeners(async () => {
    const MailDev = require('maildev');
    const instance = new MailDev({
      smtp: smtpPort,
      web: webPort,
      ip: '127.0.0.1',
      silent: true,
      mailDirectory: mailDir,
    });
    await instance.listen();
    return instance;
  });
  running = maildev;

  // The web inbox starts listening without a callback: wait until it answers.
  const deadline = Date.now() + 10_000;
  while ((await tcpGreeting('127.0.0.1', webPort, { timeoutMs: 500, waitForData: false })) === null) {
    if (Date.now() > deadline) throw new Error(`maildev's inbox did not open on 127.0.0.1:${webPort}`);
    await sleep(100);
  }

  let stopping = null;
  const stop = () => {
    stopping ??= new Promise((resolve) => {
      const timer = setTimeout(resolve, 5000);
      maildev.close(() => {
        clearTimeout(timer);
        resolve();
      });
    }).then(() => {
      running = null;
    });
    return stopping;
  };
  return {
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    webUrl: `http://127.0.0.1:${webPort}`,
    stop,
  };
}
