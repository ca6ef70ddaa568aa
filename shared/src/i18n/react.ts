/**
 * The one door to react-i18next for the shell and every remote.
 *
 * Its context and the page's i18next instance must exist once per page, so this module is shared
 * as a singleton. Sharing react-i18next itself would ship all of it (Trans, its HTML parser, the
 * ICU helpers), because webpack cannot tree-shake a shared package; sharing this
 * list lets the shell's build keep only the hook and the provider. A guard test fails if any app
 * imports react-i18next directly.
 */
export { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next';
