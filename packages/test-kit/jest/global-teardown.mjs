export default async function globalTeardown() {
  const postgres = globalThis.__LOBBY_TEST_POSTGRES__;
  if (postgres) await postgres.stop();
}
