import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const base = { DATA_DIR: 'memory://', NODE_ENV: 'test' } as const;

describe('loadConfig', () => {
  it('gives a working demo configuration with nothing set', () => {
    const config = loadConfig({ ...base });
    expect(config.PORT).toBe(3000);
    expect(config.SHOP_ID).toBe('nakshatra-demo');
    expect(config.JWT_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('treats empty values as unset, so a copied .env.example works', () => {
    const config = loadConfig({ ...base, DATABASE_URL: '', PORT: '', WEB_DIST_DIR: '', COOKIE_SECURE: '' });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.PORT).toBe(3000);
    expect(config.WEB_DIST_DIR).toMatch(/web[\\/]dist$/);
  });

  it('lists every bad variable at once', () => {
    expect(() =>
      loadConfig({ ...base, PORT: 'abc', JWT_SECRET: 'short', RAZORPAY_KEY_ID: 'rzp_test_x' }),
    ).toThrow(ConfigError);
    try {
      loadConfig({ ...base, PORT: 'abc', JWT_SECRET: 'short', RAZORPAY_KEY_ID: 'rzp_test_x' });
    } catch (error) {
      const text = (error as Error).message;
      expect(text).toContain('PORT');
      expect(text).toContain('JWT_SECRET');
      expect(text).toContain('RAZORPAY_KEY_SECRET');
    }
  });

  it('keeps mails in the outbox for the demo and development, never beside a real mail server', () => {
    const base = { DATA_DIR: 'memory://' };
    expect(loadConfig({ ...base, NODE_ENV: 'production' }).mailOutbox).toBe(true);
    expect(
      loadConfig({ ...base, NODE_ENV: 'development', DATABASE_URL: 'postgres://db/shop' }).mailOutbox,
    ).toBe(true);
    expect(
      loadConfig({ ...base, NODE_ENV: 'production', DATABASE_URL: 'postgres://db/shop' }).mailOutbox,
    ).toBe(false);
    expect(
      loadConfig({ ...base, NODE_ENV: 'production', DATABASE_URL: 'postgres://db/shop', MAIL_OUTBOX: 'true' })
        .mailOutbox,
    ).toBe(true);
    expect(loadConfig({ ...base, SMTP_URL: 'smtp://mail:25', MAIL_OUTBOX: 'true' }).mailOutbox).toBe(false);
  });

  it('keeps a random outbox key beside the data, readable by its owner only, or takes MAIL_OUTBOX_KEY', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-key-'));
    try {
      const first = loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production' });
      expect(first.mailOutboxKey).toMatch(/^[0-9a-f]{64}$/);
      expect(first.mailOutboxKey).not.toBe(first.JWT_SECRET);
      const file = path.join(dataDir, 'outbox-key');
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      // the same key after a restart, so a printed outbox address keeps working
      expect(loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production' }).mailOutboxKey).toBe(
        first.mailOutboxKey,
      );
      const chosen = 'a-key-chosen-by-the-owner';
      expect(loadConfig({ DATA_DIR: dataDir, MAIL_OUTBOX_KEY: chosen }).mailOutboxKey).toBe(chosen);
      expect(() => loadConfig({ DATA_DIR: dataDir, MAIL_OUTBOX_KEY: 'short' })).toThrow(/MAIL_OUTBOX_KEY/);
      // no outbox, no key
      expect(loadConfig({ DATA_DIR: dataDir, SMTP_URL: 'smtp://mail:25' }).mailOutboxKey).toBe('');
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('serves the API only when WEB_DIST_DIR is none', () => {
    expect(loadConfig({ ...base, WEB_DIST_DIR: 'none' }).WEB_DIST_DIR).toBe('');
  });
});
