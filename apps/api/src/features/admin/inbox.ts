/**
 * The inbox: contact messages (`leads`) and enquiries in one list, newest first, each with
 * its read and handled state. Marking is a console write, so it is audited.
 */
import {
  ADMIN_MSG,
  type AdminInboxFilter,
  type AdminInboxResponse,
  type AdminInboxUpdate,
  type InboxItem,
  type InboxKind,
} from '@storefront/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pageAnswer } from '../../db/paging';
import { enquiries, leads } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { type AuditActor, recordAudit } from './audit';

type Filter = Omit<AdminInboxFilter, 'page' | 'pageSize'>;

/** `%text%` with the LIKE wildcards of the text itself taken literally. */
function contains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Both tables as one row set with the same columns. */
const combined = sql`(
  select 'message' as kind, id, shop_id, name, email, mobile, remark, created_at, read_at, handled_at,
         '' as parent_name, '' as dob, '' as age
    from leads
  union all
  select 'enquiry', id, shop_id, name, email, mobile, remark, created_at, read_at, handled_at,
         parent_name, dob, age
    from enquiries
) inbox`;

function where(shopId: string, filter: Filter) {
  const parts = [sql`shop_id = ${shopId}`];
  if (filter.kind) parts.push(sql`kind = ${filter.kind}`);
  if (filter.state === 'unread') parts.push(sql`read_at is null`);
  if (filter.state === 'open') parts.push(sql`handled_at is null`);
  if (filter.state === 'handled') parts.push(sql`handled_at is not null`);
  const q = filter.q?.trim();
  if (q) {
    const pattern = contains(q);
    parts.push(
      sql`(name ilike ${pattern} or email ilike ${pattern} or mobile ilike ${pattern} or remark ilike ${pattern})`,
    );
  }
  return sql.join(parts, sql` and `);
}

type Row = {
  kind: InboxKind;
  id: string;
  name: string;
  email: string;
  mobile: string;
  remark: string;
  created_at: string | Date;
  read_at: string | Date | null;
  handled_at: string | Date | null;
  parent_name: string;
  dob: string;
  age: string;
};

/** PGlite and node-postgres both answer `{ rows }`; raw timestamps may come as text. */
const iso = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString());

function toItem(row: Row): InboxItem {
  return {
    kind: row.kind,
    id: row.id,
    name: row.name,
    email: row.email,
    mobile: row.mobile,
    message: row.remark,
    createdAt: iso(row.created_at)!,
    readAt: iso(row.read_at),
    handledAt: iso(row.handled_at),
    parentName: row.parent_name,
    dob: row.dob,
    age: row.age,
  };
}

async function rowsOf<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export async function unreadCount(db: Db, shopId: string): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${combined} where shop_id = ${shopId} and read_at is null`,
  );
  return Number(row?.n ?? 0);
}

export async function listInbox(
  db: Db,
  shopId: string,
  filter: AdminInboxFilter,
): Promise<AdminInboxResponse> {
  const condition = where(shopId, filter);
  const [rows, [counted], unread] = await Promise.all([
    rowsOf<Row>(
      db,
      sql`select * from ${combined} where ${condition} order by created_at desc, id desc
          limit ${filter.pageSize} offset ${(filter.page - 1) * filter.pageSize}`,
    ),
    rowsOf<{ n: number }>(db, sql`select count(*)::int as n from ${combined} where ${condition}`),
    unreadCount(db, shopId),
  ]);
  return {
    ...pageAnswer(rows.map(toItem), Number(counted?.n ?? 0), filter),
    unread,
  };
}

/** Every item the filter matches, newest first, for the CSV export. */
export async function allInbox(db: Db, shopId: string, filter: Filter): Promise<InboxItem[]> {
  const rows = await rowsOf<Row>(
    db,
    sql`select * from ${combined} where ${where(shopId, filter)} order by created_at desc, id desc`,
  );
  return rows.map(toItem);
}

export async function inboxItem(db: Db, shopId: string, kind: InboxKind, id: string): Promise<InboxItem> {
  const [row] = await rowsOf<Row>(
    db,
    sql`select * from ${combined} where shop_id = ${shopId} and kind = ${kind} and id = ${id}`,
  );
  if (!row) throw AppError.notFound(ADMIN_MSG.inboxNotFound);
  return toItem(row);
}

const tableOf = (kind: InboxKind) => (kind === 'message' ? leads : enquiries);
const entityOf = (kind: InboxKind) => (kind === 'message' ? 'lead' : 'enquiry');

/**
 * Marks an item read or unread, handled or open. Handled implies read. Only a real change is
 * written and audited, so opening a message twice leaves one entry.
 */
export async function updateInboxItem(
  db: Db,
  actor: AuditActor,
  kind: InboxKind,
  id: string,
  change: AdminInboxUpdate,
): Promise<InboxItem> {
  const table = tableOf(kind);
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ readAt: table.readAt, handledAt: table.handledAt })
      .from(table)
      .where(and(eq(table.shopId, actor.shopId), eq(table.id, id)))
      .for('update');
    if (!current) throw AppError.notFound(ADMIN_MSG.inboxNotFound);
    const now = new Date();
    const next = { ...current };
    if (change.read === true) next.readAt ??= now;
    if (change.read === false) next.readAt = null;
    if (change.handled === true) {
      next.handledAt ??= now;
      next.readAt ??= now;
    }
    if (change.handled === false) next.handledAt = null;
    const same = (a: Date | null, b: Date | null) => (a?.getTime() ?? null) === (b?.getTime() ?? null);
    if (same(next.readAt, current.readAt) && same(next.handledAt, current.handledAt)) return;
    await tx
      .update(table)
      .set(next)
      .where(and(eq(table.shopId, actor.shopId), eq(table.id, id)));
    const action =
      change.handled !== undefined
        ? change.handled
          ? 'inbox.handled'
          : 'inbox.reopened'
        : change.read
          ? 'inbox.read'
          : 'inbox.unread';
    await recordAudit(tx, actor, {
      action,
      entity: entityOf(kind),
      entityId: id,
      before: { readAt: current.readAt, handledAt: current.handledAt },
      after: next,
    });
  });
  return inboxItem(db, actor.shopId, kind, id);
}
