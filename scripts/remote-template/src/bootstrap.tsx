// This team's standalone dev page: its pages with the site's providers, without the shell.
import { renderStandalone } from '@storefront/shared/ui/standalone-app';
import { description } from './app/description';
import { pages } from './app/routes';

renderStandalone(description, { pages });
