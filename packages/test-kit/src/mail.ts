import { freePort, waitFor } from './ports';

export interface CaughtMail {
  subject: string;
  text: string;
  html: string;
  to: string[];
  /** Header names in lower case. */
  headers: Record<string, string>;
}

export interface MailCatcher {
  smtpUrl: string;
  /** Mails received so far for an address, oldest first. */
  mailsTo(address: string): Promise<CaughtMail[]>;
  /** Waits for the nth mail (1-based) to an address. */
  waitForMail(address: string, count?: number): Promise<CaughtMail>;
  close(): Promise<void>;
}

interface MaildevMail {
  subject: string;
  text?: string;
  html?: string;
  headers?: Record<string, string>;
  to: { address: string }[];
}

interface MaildevServer {
  listen(done: (error?: Error) => void): void;
  close(done: () => void): void;
  getAllEmail(done: (error: Error | null, mails: MaildevMail[]) => void): void;
}

/** A real SMTP server (maildev) that the code under test sends to, and the test reads from. */
/** `port` reuses a port (a catcher that comes back where a stopped one was). */
export async function startMailCatcher(options: { port?: number } = {}): Promise<MailCatcher> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const MailDev = require('maildev') as new (options: object) => MaildevServer;
  const smtp = options.port ?? (await freePort());
  const server = new MailDev({ smtp, ip: '127.0.0.1', disableWeb: true, silent: true });
  await new Promise<void>((resolve, reject) => server.listen((error) => (error ? reject(error) : resolve())));

  const mailsTo = (address: string) =>
    new Promise<CaughtMail[]>((resolve, reject) =>
      server.getAllEmail((error, mails) => {
        if (error) return reject(error);
        resolve(
          mails
            .filter((mail) => mail.to.some((to) => to.address.toLowerCase() === address.toLowerCase()))
            .map((mail) => ({
              subject: mail.subject,
              text: mail.text ?? '',
              html: mail.html ?? '',
              to: mail.to.map((to) => to.address),
              headers: mail.headers ?? {},
            })),
        );
      }),
    );

  return {
    smtpUrl: `smtp://127.0.0.1:${smtp}`,
    mailsTo,
    async waitForMail(address, count = 1) {
      const mails = await waitFor(
        async () => {
          const found = await mailsTo(address);
          return found.length >= count ? found : undefined;
        },
        { what: `mail #${count} to ${address}` },
      );
      return mails[count - 1];
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The 6-digit code in a verification or email-change mail. */
export function otpFrom(mail: { text: string }): string {
  const match = /code is (\d{6})/.exec(mail.text);
  if (!match) throw new Error(`No code in mail: ${mail.text}`);
  return match[1];
}

/** The token at the end of a link such as http://localhost:3000/reset-password/<token>. */
export function linkTokenFrom(mail: { text: string }, path: string): string {
  const match = new RegExp(`${path}/([A-Za-z0-9_-]+)`).exec(mail.text);
  if (!match) throw new Error(`No ${path} link in mail: ${mail.text}`);
  return match[1];
}
