import type { Role } from '@lobby/contracts';

export const DEMO_PASSWORD = 'LobbyDemo!2026';

export interface DemoAccount {
  key: 'fan' | 'streamer' | 'moderator' | 'admin';
  email: string;
  username: string;
  fullName: string;
  role: Role;
  billingCountry: string;
}

/** The accounts `npm start` creates on first start (and prints). */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    key: 'fan',
    email: 'fan@lobby.gg',
    username: 'demo_fan',
    fullName: 'Demo Fan',
    role: 'user',
    billingCountry: 'US',
  },
  {
    key: 'streamer',
    email: 'streamer@lobby.gg',
    username: 'demo_streamer',
    fullName: 'Demo Streamer',
    role: 'influencer',
    billingCountry: 'IN',
  },
  {
    key: 'moderator',
    email: 'moderator@lobby.gg',
    username: 'demo_mod',
    fullName: 'Demo Moderator',
    role: 'moderator',
    billingCountry: 'US',
  },
  {
    key: 'admin',
    email: 'admin@lobby.gg',
    username: 'demo_admin',
    fullName: 'Demo Admin',
    role: 'admin',
    billingCountry: 'US',
  },
];
