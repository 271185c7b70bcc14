import { describe, expect, it } from 'vitest';
import { fieldMessages } from '../testing/field-messages';
import {
  adminHelpContactsBodySchema,
  adminSiteMetaBodySchema,
  CONTENT_ADMIN_MSG,
  isScriptOrigin,
  normaliseScriptOrigin,
  originAllows,
  scriptAllowed,
} from './content-editing';

describe('script origins', () => {
  it.each([
    ['https://www.googletagmanager.com', true],
    ['https://*.google-analytics.com', true],
    ['https://plausible.io:8443', true],
    ['http://www.googletagmanager.com', false],
    ['https://*.com', false],
    ['https://localhost', false],
    ['https://www.example.com/path', false],
    ["https://x.example.com; script-src 'unsafe-inline'", false],
    ['https://x.example.com https://y.example.com', false],
    ["'self'", false],
    ['*', false],
  ])('%s is an origin: %s', (origin, valid) => {
    expect(isScriptOrigin(origin)).toBe(valid);
  });

  it('stores an origin lower case, without a trailing slash or port 443', () => {
    expect(normaliseScriptOrigin(' HTTPS://WWW.Example.com:443/ ')).toBe('https://www.example.com');
  });

  it.each([
    ['https://www.googletagmanager.com', 'https://www.googletagmanager.com', true],
    ['https://*.google-analytics.com', 'https://region1.google-analytics.com', true],
    ['https://*.google-analytics.com', 'https://google-analytics.com', false],
    ['https://*.example.com', 'https://evilexample.com', false],
    ['https://*.example.com:8443', 'https://a.example.com:8443', true],
    ['https://*.example.com', 'https://a.example.com:8443', false],
    ['https://a.example.com', 'https://b.example.com', false],
  ])('%s allows %s: %s', (allowed, origin, expected) => {
    expect(originAllows(allowed, origin)).toBe(expected);
  });

  it('allows a path on the shop or https from an allowed origin, nothing else', () => {
    const origins = ['https://www.googletagmanager.com'];
    expect(scriptAllowed('/scripts/tag.js', origins)).toBe(true);
    expect(scriptAllowed('https://www.googletagmanager.com/gtag/js?id=G-1', origins)).toBe(true);
    expect(scriptAllowed('https://cdn.example.net/x.js', origins)).toBe(false);
    expect(scriptAllowed('//www.googletagmanager.com/gtag/js', origins)).toBe(false);
    expect(scriptAllowed('<script src="/x.js"></script>', origins)).toBe(false);
  });
});

describe('adminSiteMetaBodySchema', () => {
  const base = { title: 'Shop', scriptOrigins: ['https://www.googletagmanager.com'] };

  it('names the refused script and its origin, at its place in the list', () => {
    const result = adminSiteMetaBodySchema.safeParse({
      ...base,
      scripts: ['/a.js', 'https://cdn.example.net/x.js', '/a.js'],
    });
    expect(fieldMessages(result)).toEqual({
      'scripts.1': CONTENT_ADMIN_MSG.scriptNotAllowed(
        'https://cdn.example.net/x.js',
        'https://cdn.example.net',
      ),
      'scripts.2': CONTENT_ADMIN_MSG.scriptRepeated('/a.js'),
    });
  });

  it('keeps a long refused address readable in its message', () => {
    const long = `https://cdn.example.net/${'x'.repeat(200)}.js`;
    const message = fieldMessages(adminSiteMetaBodySchema.safeParse({ ...base, scripts: [long] }))[
      'scripts.0'
    ];
    expect(
      message?.startsWith(
        CONTENT_ADMIN_MSG.scriptNotAllowed(`${long.slice(0, 79)}…`, 'https://cdn.example.net').slice(0, 60),
      ),
    ).toBe(true);
  });

  it('defaults the optional texts and lists', () => {
    expect(adminSiteMetaBodySchema.parse({ title: ' Shop ' })).toEqual({
      title: 'Shop',
      description: '',
      keywords: '',
      author: '',
      icon: '',
      scriptOrigins: [],
      scripts: [],
    });
  });
});

describe('adminHelpContactsBodySchema', () => {
  it('normalises numbers with the mobile rule and keeps empty as none', () => {
    expect(adminHelpContactsBodySchema.parse({ whatsappNumber: '+91 98765-43210', mobile: '' })).toEqual({
      whatsappNumber: '9876543210',
      mobile: '',
    });
    expect(fieldMessages(adminHelpContactsBodySchema.safeParse({ whatsappNumber: '98765' }))).toEqual({
      whatsappNumber: CONTENT_ADMIN_MSG.enterMobile,
    });
  });
});
