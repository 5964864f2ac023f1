import { resolve } from 'node:path';

/**
 * A self-signed certificate for localhost and 127.0.0.1 (valid until 2126), for tests and benchmarks that serve
 * HTTPS locally. Never for a real deployment: its private key is in the repository.
 */
export const LOCALHOST_TLS = {
  certFile: resolve(__dirname, '../fixtures/tls/localhost.crt'),
  keyFile: resolve(__dirname, '../fixtures/tls/localhost.key'),
};
