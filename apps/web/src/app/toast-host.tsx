import { TOAST_AUTO_CLOSE_MS } from '@storefront/shared';
import { ToastContainer } from 'react-toastify';

/** Loaded on demand (see lib/toast): top-center, closing after 3000 ms (docs/api.md). */
export default function ToastHost() {
  return <ToastContainer position="top-center" autoClose={TOAST_AUTO_CLOSE_MS} newestOnTop limit={3} />;
}
