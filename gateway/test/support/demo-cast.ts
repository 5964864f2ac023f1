import {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  type DemoAccount,
} from '../../../services/identity/src/seed/demo-accounts';
import type { GatewayHarness } from '../gateway-harness';
import { starListed } from './catalog-fixtures';

/** One of the accounts identity seeds with SEED_DEMO_DATA. */
export function demoAccount(key: DemoAccount['key']): DemoAccount {
  return DEMO_ACCOUNTS.find((account) => account.key === key)!;
}

/** Signs a demo account in and answers its access token. */
export function demoToken(stack: GatewayHarness, key: DemoAccount['key']): Promise<string> {
  return stack.accessTokenOf(demoAccount(key).email, DEMO_PASSWORD);
}

/** The seeded streamer, their moderator and a fan, signed in. */
export interface DemoCast {
  streamerToken: string;
  /** The streamer's id, once catalog lists them. */
  streamerId: string;
  moderatorToken: string;
  fanToken: string;
  fanId: string;
}

/** Signs the demo streamer, moderator and fan in; needs identity and catalog seeded with the demo data. */
export async function demoCast(stack: GatewayHarness): Promise<DemoCast> {
  const streamerToken = await demoToken(stack, 'streamer');
  const moderatorToken = await demoToken(stack, 'moderator');
  const fanToken = await demoToken(stack, 'fan');
  const fanId = (await stack.get('/api/current_user', { token: fanToken })).body._id;
  const streamerId = (await starListed(stack, demoAccount('streamer').username))._id;
  return { streamerToken, streamerId, moderatorToken, fanToken, fanId };
}
