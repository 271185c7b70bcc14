import type { FastifyInstance } from 'fastify';
import { DEFAULT_HOLD_SWEEP_MS, releaseExpiredHolds } from '../features/payments';

/**
 * The hold sweep: unpaid online orders give their stock back when their hold runs out, even
 * when nobody places a new order (placing sweeps too, decision 0015). One timer per API
 * process, unref'd so it never keeps the process alive, cleared when the app closes. Each
 * order is released once whichever process sweeps it (its row is locked and checked again).
 * `everyMs` 0 turns it off (tests drive releases themselves).
 */
export function startHoldSweep(app: FastifyInstance, everyMs: number = DEFAULT_HOLD_SWEEP_MS): void {
  if (everyMs <= 0) return;
  const { config, db } = app.deps;
  const timer = setInterval(() => {
    releaseExpiredHolds(db, config.SHOP_ID).catch((error) =>
      app.log.error({ err: error }, 'hold sweep failed'),
    );
  }, everyMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
