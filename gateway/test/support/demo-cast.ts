import {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  type DemoAccount,
} from '../../../services/identity/src/seed/demo-accounts';
import type { GatewayHarness, SignedInUser } from '../gateway-harness';
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

/** A new account signed in and made a streamer (identity only: catalog need not list them). */
export async function streamerAccount(stack: GatewayHarness): Promise<SignedInUser> {
  const user = await stack.signedInUser('streamer');
  await stack.setRole(user.id, 'influencer');
  return user;
}

/** Two new streamers with a moderator each, and a fan: callers who may act for a streamer and who may not. */
export interface StreamerCast {
  streamer: SignedInUser;
  otherStreamer: SignedInUser;
  fan: SignedInUser;
  /** The streamer's moderator. */
  moderator: SignedInUser;
  /** The other streamer's moderator. */
  otherModerator: SignedInUser;
}

/** Signs up the accounts of a StreamerCast; needs no demo data. */
export async function streamerCast(stack: GatewayHarness): Promise<StreamerCast> {
  const moderatorOf = async (streamerId: string) => {
    const user = await stack.signedInUser('mod');
    await stack.setRole(user.id, 'moderator');
    await stack.withIdentityDatabase((db) =>
      db.query('INSERT INTO moderator_streamers (moderator_id, streamer_id) VALUES ($1, $2)', [
        user.id,
        streamerId,
      ]),
    );
    return user;
  };
  const [streamer, otherStreamer, fan] = [
    await streamerAccount(stack),
    await streamerAccount(stack),
    await stack.signedInUser(),
  ];
  return {
    streamer,
    otherStreamer,
    fan,
    moderator: await moderatorOf(streamer.id),
    otherModerator: await moderatorOf(otherStreamer.id),
  };
}
