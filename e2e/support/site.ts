/** Where the site under test runs, shared by the config and the specs. */
export const serverPort = Number(process.env.E2E_PORT ?? 8190);
export const baseURL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${serverPort}`;
