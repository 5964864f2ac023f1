import type { EnvReader } from '@lobby/service-kit';
import { readOnboardingKey } from './onboarding/field-cipher';

export interface IdentityConfig {
  jwtSecret: string;
  smtpUrl: string;
  mailFrom: string;
  /** Where links in emails point (the web app). */
  webUrl: string;
  seedDemoData: boolean;
  /** AES-256 key of onboarding's encrypted bank numbers (ONBOARDING_ENCRYPTION_KEY; see readOnboardingKey). */
  onboardingKey: Buffer;
}

export function readIdentityConfig(env: EnvReader): IdentityConfig {
  const jwtSecret = env.secret('JWT_SECRET');
  return {
    jwtSecret,
    smtpUrl: env.url('SMTP_URL', 'smtp://127.0.0.1:1025'),
    mailFrom: env.string('MAIL_FROM', 'Lobby <no-reply@lobby.gg>'),
    webUrl: env.url('WEB_URL', 'http://localhost:3000').replace(/\/+$/, ''),
    seedDemoData: env.bool('SEED_DEMO_DATA', false),
    onboardingKey: readOnboardingKey(env, jwtSecret),
  };
}
