import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app';
import { DEFAULT_HOLD_SWEEP_MS, releaseExpiredHolds } from '../features/payments';
import { onceAcrossDeployment } from '../lib/deployment-lock';

/**
 * One sweep, in one process of the deployment at a time (decision 0032): on PostgreSQL a
 * process that finds another one sweeping skips its turn. Resolves to how many orders it
 * released, or null when it skipped.
 */
export async function sweepHolds(
  deps: Pick<AppDeps, 'config' | 'database'>,
  now: Date = new Date(),
): Promise<number | null> {
  const sweep = await onceAcrossDeployment(deps.database, 'hold-sweep', () =>
    releaseExpiredHolds(deps.database.db, deps.config.SHOP_ID, now),
  );
  return sweep.ran ? sweep.value : null;
}

/**
 * The hold sweep: unpaid online orders give their stock back when their hold runs out, even
 * when nobody places a new order (placing sweeps too, decision 0015). One timer per API
 * process, unref'd so it never keeps the process alive, cleared when the app closes; the
 * sweeps of several processes never overlap (sweepHolds), and each order is released once
 * whoever sweeps it (its row is locked and checked again).
 * `everyMs` 0 turns it off (tests drive releases themselves).
 */
export function startHoldSweep(app: FastifyInstance, everyMs: number = DEFAULT_HOLD_SWEEP_MS): void {
  if (everyMs <= 0) return;
  const timer = setInterval(() => {
    sweepHolds(app.deps)
      .then((released) => {
        // a line per sweep that released something: across processes each order appears once
        if (released === null) app.log.debug('hold sweep skipped: another process is sweeping');
        else if (released > 0) app.log.info({ released }, 'hold sweep released unpaid orders');
      })
      .catch((error) => app.log.error({ err: error }, 'hold sweep failed'));
  }, everyMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
