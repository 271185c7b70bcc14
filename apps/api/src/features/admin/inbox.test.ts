import { ADMIN_MSG } from '@storefront/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, enquiries, leads } from '../../db/schema';
import { consoleTestApp } from './console-test-app';
import { totpCode } from './testing';

const { ctx, owner, staff: clerk } = consoleTestApp();
let enquiryId: string;

beforeAll(async () => {
  const shopId = ctx.config.SHOP_ID;
  await ctx.db.insert(leads).values({
    shopId,
    name: '=HYPERLINK("http://evil.example","click")',
    email: 'evil@example.com',
    mobile: '+919000000000',
    remark: 'Line one, "quoted"\nline two',
    createdAt: new Date('2026-11-01T10:00:00Z'),
  });
  const [enquiry] = await ctx.db
    .insert(enquiries)
    .values({
      shopId,
      name: 'Meera',
      mobile: '9876500000',
      email: 'meera@example.com',
      parentName: 'Lata',
      dob: '2001-04-05',
      age: '25',
      remark: 'Which stone suits me?',
      createdAt: new Date('2026-11-02T10:00:00Z'),
    })
    .returning();
  enquiryId = enquiry!.id;
  // another shop's message never shows
  await ctx.db.insert(leads).values({ shopId: 'other-shop', name: 'X', email: 'x@example.com', mobile: '1' });
});

const get = (url: string, staff = owner) => ctx.app.inject({ method: 'GET', url, headers: staff.headers });
const mark = (kind: string, id: string, payload: Record<string, unknown>, staff = owner) =>
  ctx.app.inject({ method: 'POST', url: `/api/admin/inbox/${kind}/${id}`, payload, headers: staff.headers });

describe('the inbox', () => {
  it('lists contact messages and enquiries together, newest first, all unread', async () => {
    const response = await get('/api/admin/inbox');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ total: 2, unread: 2, page: 1 });
    expect(body.items.map((item: { kind: string; name: string }) => [item.kind, item.name])).toEqual([
      ['enquiry', 'Meera'],
      ['message', '=HYPERLINK("http://evil.example","click")'],
    ]);
    expect(body.items[0]).toMatchObject({
      parentName: 'Lata',
      dob: '2001-04-05',
      age: '25',
      readAt: null,
      handledAt: null,
    });
  });

  it('marks an item handled (and so read), records it in the audit log with who and before/after', async () => {
    const response = await mark('enquiry', enquiryId, { handled: true }, clerk);
    expect(response.statusCode).toBe(200);
    const item = response.json().item;
    expect(item.handledAt).not.toBeNull();
    expect(item.readAt).not.toBeNull();

    expect((await get('/api/admin/inbox?state=unread')).json()).toMatchObject({ total: 1, unread: 1 });
    expect(
      (await get('/api/admin/inbox?state=handled')).json().items.map((i: { id: string }) => i.id),
    ).toEqual([enquiryId]);

    const audit = (await get('/api/admin/audit?entity=enquiry')).json();
    expect(audit.total).toBe(1);
    expect(audit.items[0]).toMatchObject({
      action: 'inbox.handled',
      entity: 'enquiry',
      entityId: enquiryId,
      staffId: clerk.id,
      staffEmail: clerk.email,
      before: { readAt: null, handledAt: null },
      after: { readAt: item.readAt, handledAt: item.handledAt },
      clientAddress: '127.0.0.1',
    });
  });

  it('writes nothing and audits nothing when the item is already in that state', async () => {
    await mark('enquiry', enquiryId, { handled: true });
    expect((await get('/api/admin/audit?entity=enquiry')).json().total).toBe(1);
  });

  it('opens one item, and answers 404 for an unknown one and 400 for a bad kind or an empty change', async () => {
    const list = (await get('/api/admin/inbox?kind=message')).json();
    const id = list.items[0].id;
    expect((await get(`/api/admin/inbox/message/${id}`)).json().item).toMatchObject({ id, kind: 'message' });
    const unknown = await get('/api/admin/inbox/message/00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ isError: true, msg: ADMIN_MSG.inboxNotFound });
    expect((await get(`/api/admin/inbox/enquiry/${id}`)).statusCode).toBe(404);
    expect((await get(`/api/admin/inbox/letter/${id}`)).statusCode).toBe(400);
    const empty = await mark('message', id, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      isError: true,
      fields: { handled: ADMIN_MSG.inboxNothingToChange },
    });
  });

  it('exports CSV with a byte-order mark for Excel, a header row, RFC 4180 quoting, and formulas defused', async () => {
    const response = await get('/api/admin/inbox/export?kind=message');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="inbox-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    const lines = response.body.slice(1).split('\r\n');
    expect(lines[0]).toBe(
      '"Received","Kind","Name","Email","Mobile","Message","Parent name","Date of birth","Age","Read","Handled"',
    );
    expect(response.body).toBe(
      `\uFEFF${lines[0]}\r\n` +
        // received at 10:00 UTC: 15:30 in India, as the owner's accountant reads it
        '"2026-11-01 15:30","message","\'=HYPERLINK(""http://evil.example"",""click"")","evil@example.com",' +
        '"\'+919000000000","Line one, ""quoted""\nline two","","","","",""\r\n',
    );
  });

  it('keeps the exports and the audit log to the owner (403 for other staff)', async () => {
    for (const url of [
      '/api/admin/inbox/export',
      '/api/admin/audit',
      '/api/admin/newsletter/subscribers/export',
    ]) {
      const response = await get(url, clerk);
      expect(response.statusCode, url).toBe(403);
      expect(response.json()).toMatchObject({ isError: true, msg: ADMIN_MSG.ownerOnly });
    }
    expect((await get('/api/admin/inbox', clerk)).statusCode).toBe(200);
  });
});

describe('the audit log', () => {
  it('records turning two-factor on and off, without the secret or the codes', async () => {
    const setup = (
      await ctx.app.inject({ method: 'POST', url: '/api/admin/me/totp/setup', headers: owner.headers })
    ).json();
    const now = Date.now();
    const on = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/me/totp/enable',
      headers: owner.headers,
      payload: { code: totpCode(setup.secret, now) },
    });
    expect(on.statusCode).toBe(200);
    const off = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/me/totp/disable',
      headers: owner.headers,
      payload: { code: totpCode(setup.secret, now + 30_000) },
    });
    expect(off.statusCode).toBe(200);

    const audit = (await get(`/api/admin/audit?entity=staff&staffId=${owner.id}`)).json();
    expect(audit.items.map((entry: { action: string }) => entry.action)).toEqual([
      'totp.disable',
      'totp.enable',
    ]);
    expect(audit.items[1]).toMatchObject({
      entityId: owner.id,
      before: { totpEnabled: false },
      after: { totpEnabled: true, recoveryCodes: 10 },
    });
    const stored = JSON.stringify(await ctx.db.select().from(auditLog));
    expect(stored).not.toContain(setup.secret);
  });

  it('filters by date (India days) and pages', async () => {
    const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
    expect((await get(`/api/admin/audit?from=${today}&to=${today}`)).json().total).toBe(3);
    expect((await get('/api/admin/audit?to=2026-01-01')).json().total).toBe(0);
    const paged = (await get('/api/admin/audit?pageSize=2&page=2')).json();
    expect(paged).toMatchObject({ page: 2, pageSize: 2, total: 3 });
    expect(paged.items).toHaveLength(1);
    const bad = await get('/api/admin/audit?from=2026-02-01&to=2026-01-01');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ isError: true, fields: { from: ADMIN_MSG.badDateRange } });
  });
});
