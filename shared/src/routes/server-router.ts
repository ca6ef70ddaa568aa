/**
 * The router of a page rendered on the server (shell/src/server/render.tsx): a door of its own
 * beside ./router.ts, since that module is shared with the browser, where a shared module is never
 * tree-shaken and StaticRouter would ship to every page.
 */
export { StaticRouter } from 'react-router-dom';
