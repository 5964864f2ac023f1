import type { EnvReader } from '@lobby/service-kit';

export interface IdentityConfig {
  jwtSecret: string;
  smtpUrl: string;
  mailFrom: string;
  /** Where links in emails point (the web app). */
  webUrl: string;
  seedDemoData: boolean;
}

export function readIdentityConfig(env: EnvReader): IdentityConfig {
  return {
    jwtSecret: env.secret('JWT_SECRET'),
    smtpUrl: env.url('SMTP_URL', 'smtp://127.0.0.1:1025'),
    mailFrom: env.string('MAIL_FROM', 'Lobby <no-reply@lobby.gg>'),
    webUrl: env.url('WEB_URL', 'http://localhost:3000').replace(/\/+$/, ''),
    seedDemoData: env.bool('SEED_DEMO_DATA', false),
  };
}
