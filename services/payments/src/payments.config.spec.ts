import { ConfigError, EnvReader } from '@lobby/service-kit';
import { readPaymentsConfig } from './payments.config';

const read = (env: Record<string, string>) => {
  const reader = new EnvReader(env);
  const config = readPaymentsConfig(reader);
  reader.finish();
  return config;
};

describe('payments config: stripe', () => {
  it('runs without Stripe by default, with the web app on localhost', () => {
    expect(read({})).toMatchObject({
      stripeSecretKey: null,
      stripeWebhookSecret: null,
      stripeApi: null,
      publicUrl: 'http://localhost:3000',
    });
  });

  it('turns STRIPE_API_URL into the client host, port and protocol, and trims PUBLIC_URL', () => {
    expect(
      read({
        STRIPE_SECRET_KEY: 'sk_test_1',
        STRIPE_WEBHOOK_SECRET: 'whsec_1',
        STRIPE_API_URL: 'http://127.0.0.1:12111',
        PUBLIC_URL: 'https://lobby.gg/',
      }),
    ).toMatchObject({
      stripeApi: { host: '127.0.0.1', port: 12111, protocol: 'http' },
      publicUrl: 'https://lobby.gg',
    });
    expect(read({ STRIPE_API_URL: 'https://stripe.internal' }).stripeApi).toEqual({
      host: 'stripe.internal',
      port: 443,
      protocol: 'https',
    });
  });

  it('refuses to start with a secret key but no webhook secret, or a bad API url', () => {
    expect(() => read({ STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(ConfigError);
    expect(() => read({ STRIPE_API_URL: 'ftp://stripe' })).toThrow(/STRIPE_API_URL/);
    expect(() => read({ STRIPE_API_URL: 'not a url' })).toThrow(/STRIPE_API_URL/);
  });
});

describe('payments config: production (NODE_ENV=production)', () => {
  it('refuses to start without the Stripe keys, naming each missing one', () => {
    let problems: string[] = [];
    try {
      read({ NODE_ENV: 'production' });
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      problems = (error as ConfigError).problems;
    }
    expect(problems).toEqual([
      expect.stringMatching(/^STRIPE_SECRET_KEY is required in production/),
      expect.stringMatching(/^STRIPE_WEBHOOK_SECRET is required in production/),
    ]);
    expect(() => read({ NODE_ENV: 'production', STRIPE_SECRET_KEY: 'sk_live_1' })).toThrow(
      /STRIPE_WEBHOOK_SECRET is required in production/,
    );
  });

  it('runs with both keys, in production mode; any other NODE_ENV is development', () => {
    expect(
      read({ NODE_ENV: 'production', STRIPE_SECRET_KEY: 'sk_live_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' }),
    ).toMatchObject({ production: true, stripeSecretKey: 'sk_live_1' });
    expect(read({ NODE_ENV: 'test' }).production).toBe(false);
    expect(read({}).production).toBe(false);
  });
});
