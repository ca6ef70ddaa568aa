/**
 * How a document starts its scripts. A document names its start-up files as data (JSON elements
 * the policy does not run) instead of `<script>` and preload tags, and this one inline script at
 * the end of its body, allowed by its hash (api/src/http/security-headers.ts, nginx.conf), asks
 * for them:
 * - at once, on a page the browser renders (nothing shows before the scripts have run);
 * - on a page the server rendered, only once its first screen is on screen: after its first
 *   contentful paint has been shown (the paint timing the browser reports), the pictures it fetches
 *   eagerly have loaded (or failed), and the frame after that. The reader sees the page whole
 *   before any of its code downloads or runs, and on a phone's slow connection and CPU the
 *   pictures and the first paint do not share them with about 170 KB of scripts. Hydration then
 *   starts a little later; until it is done no control takes a tap (shared/src/styles/global.css)
 *   and links work as plain links. A picture that hangs delays the scripts by at most three
 *   seconds, and a hidden tab, which paints nothing, starts them at once.
 * Until a button's part of the page has hydrated, a tap on it is caught here and kept for the page's
 * code to replay (./tap-before-hydration.ts): popover buttons and controls marked
 * data-before-hydration work without it, and are left to the browser.
 */
import { HYDRATED_ATTRIBUTE, SERVER_RENDERED_ATTRIBUTE } from './server-rendered';

/** The element the shell's build puts in index.html (shared/build/startup-files-plugin.cjs): `{ entry, files }`. */
export const SHELL_FILES_ID = 'shell-files';
/** The element the API adds for the page's remotes (api/src/http/remote-hints.ts): a list of files. */
export const PAGE_FILES_ID = 'page-files';

/** The window property that holds the button tapped before hydration. */
export const WAITING_TAP_KEY = '__tapBeforeHydration';
/** Marks the button holding a tap, which global.css shows. */
export const TAP_WAITING_ATTRIBUTE = 'data-tap-waiting';
/** A part below the fold says here whether it has hydrated (shared/src/ui/below-the-fold.tsx). */
export const BELOW_THE_FOLD_ATTRIBUTE = 'data-below-the-fold';

/** In plain ES5; a `.json` file is preloaded as a fetch (a federation manifest), any other as a script. */
export const START_UP_SCRIPT =
  '(function(d){var started=0;' +
  'd.addEventListener("click",function(e){var b=e.target&&e.target.closest&&e.target.closest("button");' +
  'if(!b||b.hasAttribute("popovertarget")||b.hasAttribute("data-before-hydration"))return;' +
  `var part=b.closest("[${BELOW_THE_FOLD_ATTRIBUTE}]"),r=d.getElementById("root");` +
  `if(part?part.getAttribute(${JSON.stringify(BELOW_THE_FOLD_ATTRIBUTE)})!=="hydrating":!r||!r.hasAttribute(${JSON.stringify(SERVER_RENDERED_ATTRIBUTE)})||r.hasAttribute(${JSON.stringify(HYDRATED_ATTRIBUTE)}))return;` +
  `e.preventDefault();e.stopImmediatePropagation();var kept=window.${WAITING_TAP_KEY};if(kept)kept.removeAttribute(${JSON.stringify(TAP_WAITING_ATTRIBUTE)});` +
  `window.${WAITING_TAP_KEY}=b;b.setAttribute(${JSON.stringify(TAP_WAITING_ATTRIBUTE)},"")},true);` +
  'function read(id){var e=d.getElementById(id);try{return e?JSON.parse(e.textContent):null}catch(x){return null}}' +
  'function start(){if(started)return;started=1;' +
  `var shell=read(${JSON.stringify(SHELL_FILES_ID)})||{},files=(shell.files||[]).concat(read(${JSON.stringify(PAGE_FILES_ID)})||[]);` +
  'for(var i=0;i<files.length;i++){var l=d.createElement("link");l.rel="preload";' +
  'if(/\\.json$/.test(files[i])){l.setAttribute("as","fetch");l.crossOrigin="anonymous"}else l.setAttribute("as","script");l.href=files[i];d.head.appendChild(l)}' +
  'if(shell.entry){var s=d.createElement("script");s.src=shell.entry;d.head.appendChild(s)}}' +
  'var root=d.getElementById("root");' +
  `if(!root||!root.hasAttribute(${JSON.stringify(SERVER_RENDERED_ATTRIBUTE)})||` +
  'd.visibilityState==="hidden")return start();' +
  // Waiting for: the pictures below, the first contentful paint on screen, and this script's end.
  'var waiting=2;function settled(){if(--waiting===0)requestAnimationFrame(function(){setTimeout(start,0)})}' +
  'var images=root.getElementsByTagName("img");' +
  'for(var i=0;i<images.length;i++){var img=images[i];if(img.getAttribute("loading")!=="lazy"&&!img.complete){waiting++;' +
  'img.addEventListener("load",settled);img.addEventListener("error",settled)}}' +
  'var P=window.PerformanceObserver;' +
  'if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0)' +
  'new P(function(list,observer){if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();settled()}}).observe({type:"paint",buffered:true});' +
  'else settled();' +
  'settled();setTimeout(start,3000)})(document)';
