/**
 * A stand-in for `@/lib/toast` that records what the shopper would see:
 * `vi.mock('@/lib/toast', () => import('./test-toasts'))`, then read (and empty) `toasts`.
 */
export const toasts: { kind: string; text: string }[] = [];

const record = (kind: string) => (text: string) => {
  toasts.push({ kind, text });
};

export const notify = {
  success: record('success'),
  warning: record('warning'),
  error: record('error'),
  info: record('info'),
};
