/**
 * Test-only: links are made by `pathFor` from the site the shell sets at start. Importing this
 * sets it to this remote's pages, as its description publishes them, and to the commerce pages
 * the dashboard links to (tickets, refunds) at the addresses commerce publishes for them, so the
 * components under test link to their real addresses instead of falling back to `/`.
 */
import { defineRemote } from '@storefront/shared/federation/remote-description';
import { useSiteOf } from '@storefront/shared/testing/site';
import { description } from '../app/description';

const commercePagesLinkedTo = defineRemote({
  remote: 'commerce',
  pages: {
    ticketList: { paths: { en: '/tickets', vi: '/tickets' } },
    orderRefund: { paths: { en: '/order-refund', vi: '/order-refund' } },
  },
});

useSiteOf(description, commercePagesLinkedTo);
