/**
 * The platform's vocabulary for the parts of a remote that others reach without naming it.
 *
 * A *role* is a page that the shell, shared components or the API link to without knowing which
 * remote shows it or at which address: a remote's page says which role it serves
 * (`serves: 'paymentDone'` in its description), and the links are made from whichever live page
 * serves it (`pathServing` in shared/src/routes/route-table.ts, `rolePath` in the API). No role is
 * named like a page id, so a search tells one from the other. A release that would leave a role
 * served by no live page is refused (scripts/build.mjs, `lostRoles`).
 *
 * A *place* is a spot in a page or the shell where other teams' fragments may show: a fragment's
 * description says which places it fills and at which position, a page which places it has.
 */

/** Each role, with who links to it: what a release that stops serving it would break. */
export const PAGE_ROLES = {
  frontPage: { neededBy: "the shell's logo, 404 page and sign-in layout" },
  signIn: { neededBy: "the shell's guard (guests are sent there), the header's sign-in link and the API's registration mails" },
  cart: { neededBy: "the header's cart link (shared/src/ui/cart-link.tsx)" },
  booking: { neededBy: "the header's call to action and the shell's prefetch of the next pages" },
  paymentDone: { neededBy: "the API's payment return (a buyer who paid is sent there) and the order mails and calendar files" },
  paymentStopped: { neededBy: "the API's payment return (a buyer whose payment failed or was cancelled is sent there)" },
  staffInvitation: { neededBy: "the API's staff invitation mail" },
  passwordReset: { neededBy: "the API's password reset mail" },
  accountHome: { neededBy: "the API's email verification link, which lands there" },
} as const satisfies Record<string, { neededBy: string }>;

export type PageRole = keyof typeof PAGE_ROLES;

/**
 * Places the shell itself has, around every page of the default layout: `headerBar`, the header's
 * row beside the logo on every width, where the shell shows the cart link; `headerMenu`, the
 * header's menu (the wide header's right end), where the shell shows the sign-in link.
 */
export type ShellPlace = 'headerBar' | 'headerMenu';

/**
 * What the shell knows of the reader without loading anyone's code, for a fragment around the
 * page that has something to show only then (its script is not loaded before):
 * `signedIn` someone is signed in (or a saved sign-in is being checked); `cartFilled` the cart,
 * as its remote last announced it (shared/src/events/cart-count.ts), has items.
 */
export type ReaderState = 'signedIn' | 'cartFilled';
