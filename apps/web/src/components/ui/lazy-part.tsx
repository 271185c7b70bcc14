import { Component, lazy, type ReactNode, Suspense } from 'react';

/**
 * A lazily loaded component that asks for its file again after a failed load. React keeps a
 * lazy component's failure for good, so a menu that could not load while the shopper was
 * offline would fail again on every later tap, online or not.
 */
export function lazyWithRetry<Props extends object>(
  load: () => Promise<{ default: (props: Props) => ReactNode }>,
) {
  let current = lazy(load);
  function Retrying(props: Props) {
    const Loaded = current;
    return <Loaded {...props} />;
  }
  return Object.assign(Retrying, {
    retry() {
      current = lazy(load);
    },
  });
}

type Props = {
  children: ReactNode;
  /** Called once when the part's file could not be loaded (offline, or removed by a deploy). */
  onError?: (error: unknown) => void;
};

/**
 * A part of the page loaded on demand (the toasts, the phone menu) that may fail to arrive.
 * Without a boundary of its own the failure climbed to the root and took the whole page with
 * it, blank or replaced by the error page, though the shopper only tapped a button. Here it
 * shows nothing and tells `onError`, and the page the shopper was reading stays.
 */
export class LazyPart extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('A part of the page could not be loaded', error);
    this.props.onError?.(error);
  }

  override render() {
    if (this.state.failed) return null;
    return <Suspense fallback={null}>{this.props.children}</Suspense>;
  }
}
