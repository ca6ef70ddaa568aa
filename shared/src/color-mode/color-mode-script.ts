/**
 * The stored colour mode, put on <html> by a tiny script in the document's head (api/src/http/
 * documents.ts) before the first paint: a page the server rendered shows at once, and a reader who
 * chose dark would otherwise see it light until the start-up code (./color-mode.ts) runs. The
 * content security policy allows this one inline script by its hash.
 */
export const COLOR_MODE_STORAGE_KEY = 'vueuse-color-scheme';
export const DARK_QUERY = '(prefers-color-scheme: dark)';

/** What applyColorMode (./color-mode.ts) does with the stored preference, in plain ES5. */
export const COLOR_MODE_SCRIPT =
  `try{var p=localStorage.getItem(${JSON.stringify(COLOR_MODE_STORAGE_KEY)}),` +
  `m=p==="dark"||p==="auto"&&matchMedia(${JSON.stringify(DARK_QUERY)}).matches?"dark":"light",r=document.documentElement;` +
  'r.setAttribute("data-theme",m);r.classList.add(m);r.style.colorScheme=m}catch(e){}';
