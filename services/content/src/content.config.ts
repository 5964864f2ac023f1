import type { EnvReader } from '@lobby/service-kit';

export interface ContentConfig {
  smtpUrl: string;
  mailFrom: string;
  /** Where links in emails point (the web app). */
  webUrl: string;
  /** Who gets a mail for every contact-form message (CONTACT_FORM_TO, comma-separated). */
  contactFormTo: string[];
}

const DEFAULT_CONTACT_FORM_TO = 'support@lobby.gg';

export function readContentConfig(env: EnvReader): ContentConfig {
  const contactFormTo = env
    .string('CONTACT_FORM_TO', DEFAULT_CONTACT_FORM_TO)
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean);
  if (contactFormTo.length === 0 || contactFormTo.some((address) => !/^[^\s@]+@[^\s@]+$/.test(address))) {
    env.problem('CONTACT_FORM_TO must be one or more email addresses, comma-separated');
  }
  return {
    smtpUrl: env.url('SMTP_URL', 'smtp://127.0.0.1:1025'),
    mailFrom: env.string('MAIL_FROM', 'Lobby <no-reply@lobby.gg>'),
    webUrl: env.url('WEB_URL', 'http://localhost:3000').replace(/\/+$/, ''),
    contactFormTo,
  };
}
