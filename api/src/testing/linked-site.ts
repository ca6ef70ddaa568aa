/**
 * Jest setup of the API project: the API's own links (mails, payment returns) lead into the real
 * site's pages (./published-site.ts), as they do in production once the server has read its
 * published build. A test's server (buildServer) links into its own build instead.
 */
import { composeSite } from '@storefront/shared/routes/route-table';
import { linkIntoSite } from '../lib/page-links';
import { siteDescriptions } from './published-site';

const site = composeSite(siteDescriptions);
linkIntoSite(() => Promise.resolve(site));
