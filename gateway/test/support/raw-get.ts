import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  httpVersion: string;
}

/**
 * A GET without fetch's automatic decoding, so a test sees the bytes on the wire (compressed bodies, exact
 * headers). Over https, `ca` is the certificate to trust (a local self-signed one).
 */
export function rawGet(
  url: string,
  headers: Record<string, string> = {},
  { ca }: { ca?: string | Buffer } = {},
): Promise<RawResponse> {
  const request = url.startsWith('https:') ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const sent = request(url, { headers, ca }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
          httpVersion: response.httpVersion,
        }),
      );
      response.on('error', reject);
    });
    sent.on('error', reject);
    sent.end();
  });
}
