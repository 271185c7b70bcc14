import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../..');

describe('the templates as the server loads them', () => {
  it('render under tsx from the repository root, the way npm start runs the API', () => {
    const script = `
      const { renderTemplate, SAMPLE_PAYLOAD } = await import('./apps/api/src/features/notifications/templates/index.ts');
      const mail = await renderTemplate('order-shipped', { payload: SAMPLE_PAYLOAD, shopName: 'Shop', origin: 'http://shop.test' });
      console.log(mail.subject);
    `;
    const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    expect(out).toContain('has shipped');
  }, 60_000);
});
