/**
 * The stored colour mode, put on <html> by a tiny script in the document's head (api/src/http/
 * documents.ts) before the first paint: a page the server rendered shows at once, and a reader who
 * chose dark would otherwise see it light until the start-up code (./color-mode.ts) runs. The
 * content security policy allows this one inline script by its hash (api/src/http/security-headers.ts,
 * and nginx.conf spells it out: change both with it).
 *
 * The same script serves the header's colour mode choice (a <select name="color-mode">) until the
 * page's code has arrived: it keeps the choice and shows it, so a tap on a slow phone is not lost.
 * The start-up code then reads the choice from storage, and follows the field too (./color-mode.ts).
 * Both take the choice from the field's input event as well as its change, in the capture phase:
 * React handles either at its root, below the document, and may render the page again at the end
 * of the input event (work left from hydration), which sets the controlled field back to the
 * stored mode before its change event; a listener after that would read the old value and undo
 * the choice.
 */
export const COLOR_MODE_STORAGE_KEY = 'vueuse-color-scheme';
export const DARK_QUERY = '(prefers-color-scheme: dark)';
/** The name of the header's colour mode field, which the script below listens to. */
export const COLOR_MODE_FIELD = 'color-mode';

/** What applyColorMode (./color-mode.ts) does with the stored preference, and the field's changes, in plain ES5. */
export const COLOR_MODE_SCRIPT =
  `try{var k=${JSON.stringify(COLOR_MODE_STORAGE_KEY)},r=document.documentElement,` +
  `a=function(p){var m=p==="dark"||p==="auto"&&matchMedia(${JSON.stringify(DARK_QUERY)}).matches?"dark":"light";` +
  'r.setAttribute("data-theme",m);r.classList.remove(m==="dark"?"light":"dark");r.classList.add(m);r.style.colorScheme=m};' +
  'a(localStorage.getItem(k));' +
  `var c=function(e){var f=e.target;if(f&&f.name===${JSON.stringify(COLOR_MODE_FIELD)}){localStorage.setItem(k,f.value);a(f.value)}};` +
  'document.addEventListener("input",c,true);document.addEventListener("change",c,true)}catch(e){}';
