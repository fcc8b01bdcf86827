/** Which database the integration tests run on: `KIRA_TEST_DB=postgres` picks TEST_DATABASE_URL's. */
export function testDatabaseMode(): 'pglite' | 'postgres' {
  return process.env.KIRA_TEST_DB === 'postgres' ? 'postgres' : 'pglite';
}
