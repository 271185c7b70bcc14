import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS } from './e2e/support/chromium';

/**
 * Browser journeys against a real shop: `node scripts/start.mjs` builds the web app when
 * needed and serves it with the API on one port, on a fresh embedded database that the
 * demo seed fills. Debian's Chromium is used; `playwright install` is never needed.
 */
const PORT = Number(process.env.E2E_PORT ?? 3210);
const DATA_DIR = path.resolve(import.meta.dirname, `e2e/.artifacts/data-${PORT}`);
const reuse = !process.env.CI && process.env.E2E_REUSE === '1';

const chromium = {
  browserName: 'chromium' as const,
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_FLAGS,
  },
};

// one console owner per journey, so each turns two-factor on for its own account (e2e/admin.spec.ts);
// made in one run of admin:create
const ADMIN_OWNERS = `npx tsx apps/api/src/features/admin/create-cli.ts ${[
  'phone',
  'desktop',
  'orders-phone',
  'orders-desktop',
  'catalogue',
  'selling',
  'coupons',
  'content',
  'staff',
]
  .map((journey) => `--email owner-${journey}@e2e.example`)
  .join(' ')} --password e2e-owner-pass --name "E2E Owner"`;

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'e2e/.artifacts/results',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 8_000 },
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI
    ? [['list'], ['html', { open: 'never', outputFolder: 'e2e/.artifacts/report' }]]
    : 'list',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
  },
  projects: [
    {
      name: 'phone',
      use: {
        ...chromium,
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
      },
    },
    {
      name: 'desktop',
      use: { ...chromium, viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: {
    // the data folder is removed by the server command (run once), not here: workers load this file too
    // a fresh database: the demo shop plus the cart journeys' fixtures, written before the shop opens it
    command: `node -e "require('node:fs').rmSync(process.argv[1], { recursive: true, force: true })" ${JSON.stringify(DATA_DIR)} && npx tsx e2e/support/seed-cart-fixtures.ts && ${ADMIN_OWNERS} && node scripts/start.mjs`,
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: reuse,
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      // the journeys sign in dozens of customers from one address
      RATE_LIMIT_SCALE: '100',
      // opens the dev outbox when SMTP_URL is unset (e2e/support/mail-catcher.ts reads the same)
      MAIL_OUTBOX_KEY: process.env.MAIL_OUTBOX_KEY ?? 'e2e-outbox-key-not-secret',
      // The shop runs in production mode (no dev outbox): account journeys catch the OTP mail
      // with their own SMTP server on the next port.
      SMTP_URL: process.env.SMTP_URL ?? `smtp://127.0.0.1:${PORT + 1}`,
    },
  },
});
