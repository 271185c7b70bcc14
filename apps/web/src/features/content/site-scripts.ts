/**
 * The "extra scripts" of site meta (docs/api.md: a list, or JSON text of a list, of script tags
 * or URLs). Script files of the shop's own origin are loaded, and https files of the origins
 * the owner allows in the console (decision 0041), each once. The API hands over only those:
 * it refuses any other at save and leaves out any whose origin is no longer allowed, and the
 * page's CSP, which names exactly the allowed origins, would block the rest. Inline code,
 * plain http from elsewhere and other schemes are logged and skipped.
 */

const SRC_ATTRIBUTE = /\bsrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i;

/** The entries of the scripts value, whatever form it came in. */
function entriesOf(scripts: unknown): unknown[] {
  if (Array.isArray(scripts)) return scripts;
  if (typeof scripts !== 'string' || scripts.trim() === '') return [];
  const text = scripts.trim();
  if (text.startsWith('[') || text.startsWith('"')) {
    try {
      const parsed: unknown = JSON.parse(text);
      return Array.isArray(parsed) ? parsed : [parsed];
    } catch {
      // not JSON: a single tag or URL
    }
  }
  return [text];
}

/** The script address an entry names: a URL, a `<script src>` tag or `{ src }`; null for inline code. */
function sourceOf(entry: unknown): string | null {
  if (typeof entry === 'object' && entry !== null && typeof (entry as { src?: unknown }).src === 'string') {
    return (entry as { src: string }).src.trim() || null;
  }
  if (typeof entry !== 'string') return null;
  const text = entry.trim();
  if (text === '') return null;
  if (/^<script\b/i.test(text)) {
    const match = SRC_ATTRIBUTE.exec(text.slice(0, text.indexOf('>') + 1 || undefined));
    return match ? (match[1] ?? match[2] ?? match[3] ?? '').trim() || null : null;
  }
  // a bare URL has no spaces, brackets or semicolons; anything else is code
  return /^[^\s<>;(){}]+$/.test(text) ? text : null;
}

export type ScriptPlan = { load: string[]; skipped: { entry: string; reason: string }[] };

/** Which scripts to load (absolute, same-origin or https, de-duplicated) and which to skip, and why. */
export function planSiteScripts(scripts: unknown, origin: string): ScriptPlan {
  const plan: ScriptPlan = { load: [], skipped: [] };
  const describe = (entry: unknown) =>
    (typeof entry === 'string' ? entry : JSON.stringify(entry)).slice(0, 120);
  for (const entry of entriesOf(scripts)) {
    const source = sourceOf(entry);
    if (!source) {
      plan.skipped.push({ entry: describe(entry), reason: 'inline script' });
      continue;
    }
    let url: URL;
    try {
      url = new URL(source, origin);
    } catch {
      plan.skipped.push({ entry: describe(entry), reason: 'not a valid address' });
      continue;
    }
    const sameOrigin = url.origin === origin && (url.protocol === 'https:' || url.protocol === 'http:');
    if (!sameOrigin && url.protocol !== 'https:') {
      plan.skipped.push({ entry: describe(entry), reason: `another origin (${url.origin})` });
      continue;
    }
    if (!plan.load.includes(url.href)) plan.load.push(url.href);
  }
  return plan;
}

/** Adds each planned script once (a script already on the page is not added again). */
export function loadSiteScripts(scripts: unknown, doc: Document = document): string[] {
  const origin = doc.defaultView?.location.origin ?? window.location.origin;
  const plan = planSiteScripts(scripts, origin);
  for (const { entry, reason } of plan.skipped) console.warn(`Skipped a site script (${reason}): ${entry}`);
  const present = new Set(Array.from(doc.scripts, (script) => script.src).filter(Boolean));
  const added: string[] = [];
  for (const src of plan.load) {
    if (present.has(src)) continue;
    const script = doc.createElement('script');
    script.src = src;
    script.async = true;
    script.onerror = () => console.error(`Site script failed to load: ${src}`);
    doc.head.appendChild(script);
    present.add(src);
    added.push(src);
  }
  return added;
}
