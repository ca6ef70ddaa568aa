/**
 * The __REMOTE__ remote as it describes itself to the site: its pages, menu entries and dashboard
 * sections, which its build publishes as remote-description.json (README, "How the site is
 * composed").
 */
import { defineRemote } from '@storefront/shared/federation/remote-description';

export const description = defineRemote({
  remote: '__REMOTE__',
  pages: {
    __REMOTE__Home: { paths: { en: '/__REMOTE__', vi: '/__REMOTE__' }, title: { vi: '__REMOTE__', en: '__REMOTE__' } },
  },
  navigation: [{ page: '__REMOTE__Home', label: { vi: '__REMOTE__', en: '__REMOTE__' }, positions: { footer: 1000 } }],
  // Loaded from ./dashboard.ts; editors and admins (the staff area `content`) see it.
  dashboardSections: {
    __REMOTE__Desk: { path: '__REMOTE__', label: { vi: '__REMOTE__', en: '__REMOTE__' }, group: 'content', position: 1000, area: 'content' },
  },
});
