// A fake OAuth2 provider (Google- or Discord-like) for the gateway's social sign-in tests. It runs in its own
// Node process because oauth2-mock-server is ESM-only and Jest's CommonJS sandbox can't load it. The test
// steers it over the IPC channel: which profile /userinfo answers, whether the next authorization is
// denied or the next token request fails, and which requests it has seen.
import { OAuth2Server } from 'oauth2-mock-server';

const server = new OAuth2Server();
await server.issuer.keys.generate('RS256');

let userinfo = { sub: 'johndoe' };
let denyNextAuthorization = false;
let failNextToken = false;
const seen = [];

server.service.on('beforeAuthorizeRedirect', (redirect, req) => {
  seen.push({ endpoint: 'authorize', query: req.query });
  if (denyNextAuthorization) {
    denyNextAuthorization = false;
    redirect.url.searchParams.delete('code');
    redirect.url.searchParams.set('error', 'access_denied');
  }
});

server.service.on('beforeResponse', (response, req) => {
  seen.push({ endpoint: 'token', body: req.body, authorization: req.headers.authorization ?? null });
  if (failNextToken) {
    failNextToken = false;
    response.statusCode = 400;
    response.body = { error: 'invalid_grant' };
  }
});

server.service.on('beforeUserinfo', (response, req) => {
  seen.push({ endpoint: 'userinfo', authorization: req.headers.authorization ?? null });
  response.body = userinfo;
});

await server.start(0, '127.0.0.1');

process.on('message', (command) => {
  if (command.type === 'userinfo') userinfo = command.body;
  if (command.type === 'denyNextAuthorization') denyNextAuthorization = true;
  if (command.type === 'failNextToken') failNextToken = true;
  const answer = command.type === 'takeSeen' ? seen.splice(0) : null;
  process.send({ type: 'done', id: command.id, answer });
});
process.on('disconnect', () => {
  server.stop().finally(() => process.exit(0));
});

process.send({ type: 'ready', url: `http://127.0.0.1:${server.address().port}` });
