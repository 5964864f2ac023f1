// Container health check (the slim Node image has no curl or wget):
//   node healthcheck.mjs            checks this container's own process: the gateway (SERVICE=gateway) on
//                                   PORT at /api/health (over HTTPS when TLS_CERT_FILE is set), a service on
//                                   HTTP_PORT at /health/ready
//   node healthcheck.mjs <url>      checks that URL
// Exits 0 on HTTP 200, 1 otherwise, within 4 seconds.
import http from 'node:http';
import https from 'node:https';

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
  if (env.SERVICE === 'gateway') {
    const scheme = env.TLS_CERT_FILE ? 'https' : 'http';
    return `${scheme}://127.0.0.1:${env.PORT || 3000}/api/health`;
  }
  const port = env.HTTP_PORT || DEFAULT_HEALTH_PORTS[env.SERVICE] || 3101;
  return `http://127.0.0.1:${port}/health/ready`;
}

/** The status of a GET; the certificate is not checked (this asks whether our own process answers). */
function statusOf(url) {
  return new Promise((resolve, reject) => {
    const client = url.startsWith('https:') ? https : http;
    const request = client.get(url, { timeout: 4000, rejectUnauthorized: false }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode));
    });
    request.on('timeout', () => request.destroy(new Error('timed out')));
    request.on('error', reject);
  });
}

const url = process.argv[2] || ownHealthUrl(process.env);
try {
  const status = await statusOf(url);
  if (status !== 200) {
    console.error(`${url}: HTTP ${status}`);
    process.exit(1);
  }
} catch (error) {
  console.error(`${url}: ${error.code ?? error.message}`);
  process.exit(1);
}
