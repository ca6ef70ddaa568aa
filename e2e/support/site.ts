/** Where the sites under test run, shared by the config and the specs. */
export const serverPort = Number(process.env.E2E_PORT ?? 8190);
export const baseURL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${serverPort}`;
/** nginx of `npm run serve:prod` (see nginx.conf). */
export const productionURL = 'http://127.0.0.1:8090';
export const productionTlsURL = 'https://127.0.0.1:8453';
/** The PostgreSQL database the production topology runs on, recreated by support/start-production.mjs. */
export const productionDatabase = 'storefront_e2e_production';

/** DATABASE_URL with the production suite's database in place of the server's default one. */
export function productionDatabaseUrl(): string {
  const url = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
  url.pathname = `/${productionDatabase}`;
  return url.toString();
}
