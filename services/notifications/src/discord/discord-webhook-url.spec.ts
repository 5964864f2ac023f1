import { webhookPathOf } from './discord-webhook-url';

describe('webhookPathOf: the {id}/{token} of a Discord webhook URL', () => {
  const id = '1234567890123456789';
  const token = 'aB3_-xYz09' + 'q'.repeat(58);

  it.each([
    ['discord.com', `https://discord.com/api/webhooks/${id}/${token}`],
    ['discordapp.com', `https://discordapp.com/api/webhooks/${id}/${token}`],
    ['the PTB client', `https://ptb.discord.com/api/webhooks/${id}/${token}`],
    ['the Canary client', `https://canary.discord.com/api/webhooks/${id}/${token}`],
    ['Canary on discordapp.com', `https://canary.discordapp.com/api/webhooks/${id}/${token}`],
    ['a versioned API path', `https://discord.com/api/v10/webhooks/${id}/${token}`],
    ['a capital in the host and a trailing slash', `https://Discord.com/api/webhooks/${id}/${token}/`],
    ['spaces around it', `  https://discord.com/api/webhooks/${id}/${token}\n`],
  ])('accepts %s', (_case, url) => {
    expect(webhookPathOf(url)).toBe(`${id}/${token}`);
  });

  it.each([
    ['plain http', `http://discord.com/api/webhooks/${id}/${token}`],
    ['another host', `https://discord.com.evil.test/api/webhooks/${id}/${token}`],
    ['a look-alike host', `https://evildiscord.com/api/webhooks/${id}/${token}`],
    ['a port', `https://discord.com:8443/api/webhooks/${id}/${token}`],
    ['credentials', `https://user:pass@discord.com/api/webhooks/${id}/${token}`],
    ['a query', `https://discord.com/api/webhooks/${id}/${token}?thread_id=1`],
    ['a fragment', `https://discord.com/api/webhooks/${id}/${token}#x`],
    ['a non-numeric id', `https://discord.com/api/webhooks/abc/${token}`],
    ['a token with other characters', `https://discord.com/api/webhooks/${id}/abc.def`],
    ['no token', `https://discord.com/api/webhooks/${id}`],
    ['more path', `https://discord.com/api/webhooks/${id}/${token}/slack`],
    ['no /api', `https://discord.com/webhooks/${id}/${token}`],
    ['an invite link', 'https://discord.gg/lobby'],
    ['not a URL', 'my webhook'],
    ['too long', `https://discord.com/api/webhooks/${id}/${'a'.repeat(600)}`],
  ])('refuses %s', (_case, url) => {
    expect(webhookPathOf(url)).toBeNull();
  });
});
