// Component tests read this team's texts the way the shell does: registered by the routes module,
// with the other pages' part that a page's loader fetches beside its code.
import { addNamespace } from '@storefront/shared/i18n/i18n';
import { viPages } from '../app/locales/vi-pages';
import '../app/routes';

addNamespace('content', { vi: viPages, en: () => import('../app/locales/en').then((texts) => texts.en) });
