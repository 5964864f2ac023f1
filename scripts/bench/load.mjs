import autocannon from 'autocannon';

/**
 * Runs a bounded load (connections × duration) and returns the figures we report. `url` is one URL or several
 * (servers of the same product: the connections are spread over them); with `paths`, each request asks for
 * the next of them in turn instead of the URL's own path; with `forwardedFor` N, each request comes as from
 * the next of N client addresses (X-Forwarded-For, for a gateway that trusts the load's address as its proxy).
 */
export async function load(
  url,
  { connections = 50, durationSeconds = 10, warmupSeconds = 2, headers = {}, paths, forwardedFor } = {},
) {
  let next = 0;
  const requests =
    paths || forwardedFor
      ? [
          {
            setupRequest: (request) => {
              const index = next++;
              return {
                ...request,
                path: paths ? paths[index % paths.length] : request.path,
                headers: forwardedFor
                  ? { ...request.headers, 'x-forwarded-for': clientAddress(index % forwardedFor) }
                  : request.headers,
              };
            },
          },
        ]
      : undefined;
  const options = { url, connections, headers, requests };
  if (warmupSeconds > 0) await autocannon({ ...options, duration: warmupSeconds });
  const result = await autocannon({ ...options, duration: durationSeconds });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers and ${result.errors} errors under load`);
  }
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: result.requests.average,
    requests: result.requests.total,
  };
}

/** The index-th address of 10.0.0.0/8. */
function clientAddress(index) {
  return `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;
}

export function printTable(rows) {
  const header = ['path', 'p50 ms', 'p99 ms', 'req/s', 'requests'];
  const lines = rows.map((row) =>
    [row.name, row.p50, row.p99, Math.round(row.rps), row.requests].map(String),
  );
  const widths = header.map((title, i) => Math.max(title.length, ...lines.map((line) => line[i].length)));
  const format = (cells) => cells.map((cell, i) => cell.padEnd(widths[i])).join('  ');
  console.log(format(header));
  for (const line of lines) console.log(format(line));
}
