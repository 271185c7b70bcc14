// What the bench database's backends do during the measured run (PostgreSQL only): sampled
// wait events (running, waiting on a row lock, on the WAL flush, idle in a transaction...),
// their CPU time from /proc, and transactions committed, so the report can say whether the
// time goes to the server, to PostgreSQL, or to waiting on each other.
import fs from 'node:fs';
import pg from 'pg';

export type PgActivity = {
  samples: number;
  /** Average number of the shop's connections in each state, e.g. "active: Lock/transactionid". */
  states: Record<string, number>;
  backendCpuSeconds: number;
  commits: number;
  rollbacks: number;
  /** Tables read by sequential scans during the run: where an index may be missing. */
  seqScans: { table: string; scans: number; rowsRead: number; indexScans: number }[];
};

type TableStats = Map<string, { seq: number; rows: number; idx: number }>;

const INTERVAL_MS = 100;

function cpuTicks(pid: number): number | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return null;
  }
}

export async function startPgSampler(databaseUrl: string, maxSeconds: number) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const dbName = new URL(databaseUrl).pathname.slice(1);
  const counters = async () => {
    const { rows } = await client.query<{ commits: string; rollbacks: string }>(
      'select xact_commit as commits, xact_rollback as rollbacks from pg_stat_database where datname = $1',
      [dbName],
    );
    return { commits: Number(rows[0]?.commits ?? 0), rollbacks: Number(rows[0]?.rollbacks ?? 0) };
  };
  const tableStats = async (): Promise<TableStats> => {
    const { rows } = await client.query<{ name: string; seq: string; rows: string; idx: string | null }>(
      'select relname as name, seq_scan as seq, seq_tup_read as rows, idx_scan as idx from pg_stat_user_tables',
    );
    return new Map(
      rows.map((row) => [
        row.name,
        { seq: Number(row.seq), rows: Number(row.rows), idx: Number(row.idx ?? 0) },
      ]),
    );
  };
  const before = await counters();
  const tablesBefore = await tableStats();
  const states = new Map<string, number>();
  const firstTicks = new Map<number, number>();
  const lastTicks = new Map<number, number>();
  let samples = 0;
  let stopping = false;
  const maxSamples = Math.ceil((maxSeconds * 1000) / INTERVAL_MS);

  const loop = (async () => {
    while (!stopping && samples < maxSamples) {
      const { rows } = await client.query<{ pid: number; state: string | null; wait: string | null }>(
        `select pid, state, wait_event_type || '/' || wait_event as wait from pg_stat_activity
         where datname = $1 and pid <> pg_backend_pid() and backend_type = 'client backend'`,
        [dbName],
      );
      samples += 1;
      for (const row of rows) {
        const key = `${row.state ?? 'unknown'}: ${row.state === 'active' ? (row.wait ?? 'on CPU') : (row.wait ?? '')}`;
        states.set(key, (states.get(key) ?? 0) + 1);
        const ticks = cpuTicks(row.pid);
        if (ticks !== null) {
          if (!firstTicks.has(row.pid)) firstTicks.set(row.pid, ticks);
          lastTicks.set(row.pid, ticks);
        }
      }
      await new Promise((resolve) => setTimeout(resolve, INTERVAL_MS));
    }
  })();

  let after = before;
  return {
    /** Ends the sampling when the measured run ends. */
    async stop(): Promise<void> {
      stopping = true;
      await loop;
      for (const pid of lastTicks.keys()) {
        const ticks = cpuTicks(pid);
        if (ticks !== null) lastTicks.set(pid, ticks);
      }
      after = await counters();
    },
    /**
     * The figures, read once the shop has stopped: a backend reports its table statistics
     * when it ends at the latest, so only then are they complete.
     */
    async finish(): Promise<PgActivity> {
      const tablesAfter = await tableStats();
      await client.end();
      let ticks = 0;
      for (const [pid, last] of lastTicks) ticks += last - (firstTicks.get(pid) ?? last);
      const seqScans = [...tablesAfter]
        .map(([table, now]) => {
          const then = tablesBefore.get(table) ?? { seq: 0, rows: 0, idx: 0 };
          return {
            table,
            scans: now.seq - then.seq,
            rowsRead: now.rows - then.rows,
            indexScans: now.idx - then.idx,
          };
        })
        .filter((row) => row.scans > 0)
        .sort((a, b) => b.rowsRead - a.rowsRead);
      return {
        samples,
        states: Object.fromEntries(
          [...states].sort((a, b) => b[1] - a[1]).map(([key, n]) => [key, n / Math.max(1, samples)]),
        ),
        // clock ticks: 100 per second on Linux
        backendCpuSeconds: ticks / 100,
        commits: after.commits - before.commits,
        rollbacks: after.rollbacks - before.rollbacks,
        seqScans,
      };
    },
  };
}
