// First: the encoding API react-router 7 uses at import time, WebCrypto and setImmediate for the API.
import './server-globals';
// Adds the DOM matchers (toBeInTheDocument …) to every browser test.
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { DEFAULT_LOCALE, i18n } from '@storefront/shared/i18n/i18n';

// Remotes ship English as a chunk loaded on demand; tests render in either language at once, so
// every namespace the test file registered gets English (a switch loads it) before the first test.
beforeAll(async () => {
  await i18n.changeLanguage('en');
  await i18n.changeLanguage(DEFAULT_LOCALE);
});

// Component tests answer from the real API on a real database. In CI that is PostgreSQL on a
// machine running every suite at once, where an answer can take longer than testing-library's
// one-second default for findBy and waitFor; a wait that fails still fails, only later.
configure({ asyncUtilTimeout: 5000 });
