// Container health check (the slim Node image has no curl or wget):
//   node healthcheck.mjs            checks this container's own process: the gateway (SERVICE=gateway) on
//                                   PORT at /api/health, a service on HTTP_PORT at /health/ready
//   node healthcheck.mjs <url>      checks that URL
// Exits 0 on HTTP 200, 1 otherwise, within 4 seconds.
const DEFAULT_HEALTH_PORTS = {
  identity: 3101,
  catalog: 3102,
  booking: 3103,
  payments: 3104,
  live: 3105,
  notifications: 3106,
  content: 3107,
};

function ownHealthUrl(env) {
  if (env.SERVICE === 'gateway') return `http://127.0.0.1:${env.PORT || 3000}/api/health`;
  const port = env.HTTP_PORT || DEFAULT_HEALTH_PORTS[env.SERVICE] || 3101;
  return `http://127.0.0.1:${port}/health/ready`;
}

const url = process.argv[2] || ownHealthUrl(process.env);
try {
  const response = await fetch(url, { signal: AbortSignal.timeout(4000) });
  await response.arrayBuffer();
  if (response.status !== 200) {
    console.error(`${url}: HTTP ${response.status}`);
    process.exit(1);
  }
} catch (error) {
  console.error(`${url}: ${error.cause?.code ?? error.cause?.message ?? error.message}`);
  process.exit(1);
}
