import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadSiteScripts, planSiteScripts } from './site-scripts';

const ORIGIN = 'http://localhost:3000';

afterEach(() => {
  for (const script of Array.from(document.head.querySelectorAll('script'))) script.remove();
  vi.restoreAllMocks();
});

describe('planSiteScripts', () => {
  it.each([
    {
      name: 'takes same-origin URLs and script tags, each once',
      scripts: [
        '/scripts/analytics.js',
        `${ORIGIN}/scripts/analytics.js`,
        '<script src="/scripts/chat.js" async></script>',
        "<script type='text/javascript' src='scripts/rel.js'></script>",
        { src: '/scripts/object.js' },
      ],
      load: [
        `${ORIGIN}/scripts/analytics.js`,
        `${ORIGIN}/scripts/chat.js`,
        `${ORIGIN}/scripts/rel.js`,
        `${ORIGIN}/scripts/object.js`,
      ],
    },
    {
      name: 'takes https scripts of other origins: the API sends only those the owner allows',
      scripts: [
        'https://www.googletagmanager.com/gtag/js?id=G-1',
        '<script async src="https://plausible.io/js/script.js"></script>',
        'https://www.googletagmanager.com/gtag/js?id=G-1',
      ],
      load: ['https://www.googletagmanager.com/gtag/js?id=G-1', 'https://plausible.io/js/script.js'],
    },
  ])('$name', ({ scripts, load }) => {
    const plan = planSiteScripts(scripts, ORIGIN);
    expect(plan.load).toEqual(load);
    expect(plan.skipped).toEqual([]);
  });

  it('skips plain http from elsewhere, inline code and odd schemes', () => {
    const plan = planSiteScripts(
      [
        'http://www.googletagmanager.com/gtag/js?id=G-1',
        '//cdn.example.com/x.js',
        '<script>alert(1)</script>',
        '<script src="http://evil.example/x.js"></script>',
        'console.log("hi");',
        'javascript:alert(1)',
        'javascript:void0',
        'data:text/javascript,alert`1`',
        42,
        '',
      ],
      ORIGIN,
    );
    expect(plan.load).toEqual([]);
    expect(plan.skipped.map((item) => item.reason)).toEqual([
      'another origin (http://www.googletagmanager.com)',
      'another origin (http://cdn.example.com)',
      'inline script',
      'another origin (http://evil.example)',
      'inline script',
      'inline script',
      'another origin (null)',
      'another origin (null)',
      'inline script',
      'inline script',
    ]);
  });

  it('reads JSON text of a list, and a single entry', () => {
    expect(planSiteScripts('["/a.js", "<script src=\\"/b.js\\"></script>"]', ORIGIN).load).toEqual([
      `${ORIGIN}/a.js`,
      `${ORIGIN}/b.js`,
    ]);
    expect(planSiteScripts('/single.js', ORIGIN).load).toEqual([`${ORIGIN}/single.js`]);
    expect(planSiteScripts('', ORIGIN)).toEqual({ load: [], skipped: [] });
    expect(planSiteScripts(null, ORIGIN)).toEqual({ load: [], skipped: [] });
  });
});

describe('loadSiteScripts', () => {
  it('adds each script once and logs the ones it skips', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const origin = window.location.origin;
    const first = loadSiteScripts(['/s/one.js', 'http://other.example/two.js', '/s/one.js']);
    expect(first).toEqual([`${origin}/s/one.js`]);
    // a second run (StrictMode, a refetch) adds nothing
    expect(loadSiteScripts(['/s/one.js'])).toEqual([]);
    const scripts = Array.from(document.head.querySelectorAll('script'));
    expect(scripts.map((script) => script.src)).toEqual([`${origin}/s/one.js`]);
    expect(scripts[0]?.async).toBe(true);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('http://other.example/two.js'));
  });

  it('adds an https script of an allowed origin to the head, async', () => {
    const added = loadSiteScripts(['https://www.googletagmanager.com/gtag/js?id=G-1']);
    expect(added).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-1']);
    const [script] = Array.from(document.head.querySelectorAll('script'));
    expect(script?.src).toBe('https://www.googletagmanager.com/gtag/js?id=G-1');
    expect(script?.async).toBe(true);
  });
});
