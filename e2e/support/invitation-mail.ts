/** The staff invitation mails the e2e server files in its outbox (support/outbox-mail.ts). */
import { mailedLink } from './outbox-mail';

/** The path and query of the invitation link mailed to `to`, once the server has written the mail. */
export function invitationLink(to: string): Promise<string> {
  return mailedLink(to, 'staff-invitation', '/auth/invitation');
}
