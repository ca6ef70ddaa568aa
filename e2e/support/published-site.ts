/**
 * The site the built remotes describe (dist/remotes.json → each remote's remote-description.json):
 * the pages the specs visit are the pages the running server has, read when the specs are
 * collected, after the build.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { RemoteDescription } from '../../shared/src/federation/remote-description';
import { composeSite, type PublishedDashboardSection, type PublishedPage, type Site } from '../../shared/src/routes/route-table';
import { dashboardSectionPaths } from '../../shared/src/routes/dashboard-paths';

const distDir = path.resolve(__dirname, '../../dist');

export function publishedSite(): Site {
  const map = JSON.parse(readFileSync(path.join(distDir, 'remotes.json'), 'utf8')) as Record<string, string>;
  const descriptions = Object.values(map).map(
    (manifest) => JSON.parse(readFileSync(path.join(distDir, path.dirname(manifest), 'remote-description.json'), 'utf8')) as RemoteDescription,
  );
  return composeSite(descriptions);
}

export const publishedPages = (): readonly PublishedPage[] => publishedSite().pages;

export const pageById = (id: string): PublishedPage => {
  const page = publishedPages().find((candidate) => candidate.id === id);
  if (!page) throw new Error(`The built site has no page ${id}`);
  return page;
};

/** Every live remote's dashboard sections, in the dashboard's menu order. */
export const publishedDashboardSections = (): readonly PublishedDashboardSection[] => publishedSite().dashboardSections;

/** The address of a dashboard section (the dashboard's address is the same in both languages). */
export function dashboardSectionPath(section: PublishedDashboardSection): string {
  const [path] = dashboardSectionPaths(publishedSite(), section);
  if (!path) throw new Error('The built site has no dashboard');
  return path;
}
