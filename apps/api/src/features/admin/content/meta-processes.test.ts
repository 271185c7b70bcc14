import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTwoProcesses, seenWithin } from '../../../test/processes';
import { createTestStaff, type TestStaff } from '../testing';

type Two = Awaited<ReturnType<typeof createTwoProcesses>>;

describe.skipIf(!process.env.DATABASE_URL || !process.env.REDIS_URL)(
  'allowed script origins across two API processes (PostgreSQL and Redis)',
  () => {
    let two: Two;
    let owner: TestStaff;
    beforeAll(async () => {
      two = await createTwoProcesses();
      owner = await createTestStaff({ db: two.databases[0].db, config: two.config });
    });
    afterAll(async () => {
      await two?.close();
    });

    const policySeenBy = async (index: 0 | 1) =>
      String((await two.apps[index].inject({ method: 'GET', url: '/' })).headers['content-security-policy']);

    it('an origin saved through one process is in the other’s page CSP within a second', async () => {
      expect(await policySeenBy(1)).not.toContain('plausible.io');
      const res = await two.apps[0].inject({
        method: 'PUT',
        url: '/api/admin/site-meta',
        headers: owner.headers,
        payload: { title: 'Nakshatra Attars', scriptOrigins: ['https://plausible.io'], scripts: [] },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(await policySeenBy(0)).toContain('https://plausible.io');
      expect(
        await seenWithin(1_000, async () => (await policySeenBy(1)).includes('https://plausible.io')),
      ).toBe(true);
    });
  },
);
