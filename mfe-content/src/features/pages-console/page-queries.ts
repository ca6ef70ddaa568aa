/** The pages console's queries, named in one place (types only, like every remote's factories). */
import type { Trpc } from '@storefront/shared/federation/remote-description';

export const pageQueries = {
  about: (trpc: Trpc) => trpc.page.adminAbout.queryOptions(),
  contact: (trpc: Trpc) => trpc.page.adminContact.queryOptions(),
  jobs: (trpc: Trpc) => trpc.job.adminList.queryOptions(),
  /** What visitors' pages read: a save makes them stale, so a visit in this tab reads them again. */
  publicAbout: (trpc: Trpc) => trpc.page.about.queryKey(),
  publicContact: (trpc: Trpc) => trpc.page.contact.queryKey(),
  publicJobs: (trpc: Trpc) => trpc.job.list.queryKey(),
};
