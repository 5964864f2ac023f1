import type { Actor, Message, Ping } from '../rpc';

/** Spec §3 "Configuration". */
export interface ConfigurationDto {
  key: string;
  value: string;
  description: string | null;
}

/** Configuration key whose presence turns the website-access password gate on (value: a password hash). */
export const SITE_PASSWORD_CONFIG_KEY = 'WEBSITE_ACCESS_PASSWORD';

/** Content's request subjects: configurations and the website-access password (more with later issues). */
export interface ContentSubjects {
  'content.ping': Ping;
  /**
   * One configuration entry by key, for other services (live's price minimums); null when it is not set.
   * Secret entries (the website password hash) answer null too.
   */
  'content.configuration': { req: { key: string }; res: ConfigurationDto | null };
  'content.siteAccessStatus': { req: Record<string, never>; res: { enabled: boolean } };
  /** A correct password yields a token the browser keeps; it stops working when the password changes. */
  'content.validateSitePassword': { req: { password: string }; res: { token: string } };
  'content.checkSiteAccessToken': { req: { token: string }; res: { valid: boolean } };
  /** Staff with Configurations write (checked by the gateway); null clears the password and opens the site. */
  'content.setSitePassword': {
    req: Actor & { password: string | null };
    res: Message & { enabled: boolean };
  };
}
