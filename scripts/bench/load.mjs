import autocannon from 'autocannon';

/** Runs a bounded load (connections × duration) against one URL and returns the figures we report. */
export async function load(
  url,
  { connections = 50, durationSeconds = 10, warmupSeconds = 2, headers = {} } = {},
) {
  if (warmupSeconds > 0) await autocannon({ url, connections, duration: warmupSeconds, headers });
  const result = await autocannon({ url, connections, duration: durationSeconds, headers });
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
