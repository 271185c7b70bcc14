import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { catalogueChanged, dropCachedAnswers } from './response-cache';
import { contentSecurityPolicy, registerSecurityHeaders, SECURITY_HEADERS } from './security-headers';

/**
 * The pages' CSP follows the allowed script origins: read once, kept, read again only after a
 * change (this process's catalogueChanged, or another's announced over Redis, which arrives
 * as dropCachedAnswers). No page request reads them otherwise.
 */
type Harness = {
  app: ReturnType<typeof Fastify>;
  reads: () => number;
  setOrigins: (next: string[] | Error) => void;
};
const opened: Harness[] = [];

async function harness(initial: string[] = []): Promise<Harness> {
  const db = {};
  let origins: string[] | Error = initial;
  let reads = 0;
  const app = Fastify({ logger: false });
  app.decorate('deps', { config: { RAZORPAY_KEY_ID: '', RAZORPAY_KEY_SECRET: '' }, db } as never);
  registerSecurityHeaders(app, {
    scriptOrigins: async () => {
      reads += 1;
      if (origins instanceof Error) throw origins;
      return origins;
    },
  });
  app.get('/*', async () => 'page');
  app.get('/api/thing', async () => ({ ok: true }));
  await app.ready();
  const made = { app, reads: () => reads, setOrigins: (next: string[] | Error) => (origins = next) };
  opened.push(made);
  return made;
}

const policyOf = async (app: Harness['app'], url = '/') =>
  (await app.inject({ method: 'GET', url })).headers['content-security-policy'];

afterEach(async () => {
  for (const made of opened.splice(0)) await made.app.close();
});

describe('page CSP with the allowed script origins', () => {
  it('reads the origins once at start, not per request', async () => {
    const { app, reads } = await harness(['https://www.googletagmanager.com']);
    for (let i = 0; i < 5; i += 1) {
      expect(await policyOf(app, `/page-${i}`)).toBe(
        contentSecurityPolicy({ razorpay: false, scriptOrigins: ['https://www.googletagmanager.com'] }),
      );
    }
    expect(reads()).toBe(1);
    // API answers keep their own fixed policy and read nothing
    expect(await policyOf(app, '/api/thing')).toBe("default-src 'none';frame-ancestors 'none'");
    expect(reads()).toBe(1);
  });

  it('follows a change in this process at the very next page', async () => {
    const made = await harness();
    expect(await policyOf(made.app)).toBe(SECURITY_HEADERS['content-security-policy']);
    made.setOrigins(['https://plausible.io']);
    expect(await policyOf(made.app)).toBe(SECURITY_HEADERS['content-security-policy']);
    catalogueChanged(made.app.deps.db);
    const [first, second] = await Promise.all([policyOf(made.app), policyOf(made.app, '/other')]);
    expect(first).toContain("script-src 'self' https://accounts.google.com https://plausible.io");
    expect(second).toBe(first);
    // the two pages after the change shared one read
    expect(made.reads()).toBe(2);
  });

  it('follows a change announced by another process (the Redis bus drops the caches)', async () => {
    const made = await harness(['https://plausible.io']);
    made.setOrigins([]);
    dropCachedAnswers(made.app.deps.db);
    expect(await policyOf(made.app)).toBe(SECURITY_HEADERS['content-security-policy']);
  });

  it('sends the fixed policy when the origins cannot be read, and reads again after the next change', async () => {
    const made = await harness();
    made.setOrigins(new Error('database away'));
    catalogueChanged(made.app.deps.db);
    expect(await policyOf(made.app)).toBe(SECURITY_HEADERS['content-security-policy']);
    made.setOrigins(['https://plausible.io']);
    catalogueChanged(made.app.deps.db);
    expect(await policyOf(made.app)).toContain('https://plausible.io');
  });

  it('never writes an origin that is not a plain https host', () => {
    const policy = contentSecurityPolicy({
      razorpay: false,
      scriptOrigins: [
        "https://a.example.com; script-src 'unsafe-inline'",
        'http://b.example.com',
        'https://ok.example.com',
      ],
    });
    expect(policy).not.toContain('a.example.com');
    expect(policy).not.toContain('b.example.com');
    expect(policy).toContain("script-src 'self' https://accounts.google.com https://ok.example.com;");
  });
});
