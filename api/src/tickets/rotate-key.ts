/**
 * Adds a new ticket signing key to DATA_DIR/ticket-keys (the embedded default):
 *   npm run tickets:rotate-key
 * It signs from the server's next start; the older keys keep verifying their tickets and stay in
 * the JWKS while those tickets' visit dates last. With TICKET_SIGNING_KEY set, rotate by setting
 * the new key there and moving the old one into TICKET_SIGNING_KEYS_RETIRED instead.
 */
import { parseEnv } from '../env';
import { addTicketKey, keysFolder } from './keys';

async function main() {
  const env = parseEnv();
  if (env.TICKET_SIGNING_KEY) {
    console.error('TICKET_SIGNING_KEY is set, so the keys folder is not used: put the new key there and the old one in TICKET_SIGNING_KEYS_RETIRED.');
    process.exit(1);
  }
  const kid = await addTicketKey(env.DATA_DIR);
  console.log(`New ticket signing key ${kid} in ${keysFolder(env.DATA_DIR)}; restart the server to sign with it.`);
}

main().catch((error: unknown) => {
  console.error((error as Error).message);
  process.exit(1);
});
