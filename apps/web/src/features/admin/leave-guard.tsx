import { useCallback, useRef } from 'react';
import { useBeforeUnload, useBlocker } from 'react-router';
import { Modal } from '@/components/ui/modal';
import { buttonClass, quietButtonClass } from './ui';

/**
 * Asks before the owner leaves a form whose changes are not saved: a product's form can hold
 * many minutes of work (variations, prices, pictures), and a tap on the menu or Back threw it
 * away without a word. Inside the console a dialog asks; closing or reloading the tab gets the
 * browser's own question. `dirty` is read when the owner leaves, so a save that moves to the
 * saved product's page is not stopped.
 */
export function LeaveGuard({ dirty }: { dirty: boolean }) {
  const live = useRef(dirty);
  live.current = dirty;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => live.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useBeforeUnload(
    useCallback((event: BeforeUnloadEvent) => {
      if (live.current) event.preventDefault();
    }, []),
  );
  if (blocker.state !== 'blocked') return null;
  return (
    <Modal
      open
      title="Leave without saving?"
      onClose={() => blocker.reset()}
      size="sm"
      footer={
        <>
          <button type="button" className={buttonClass} onClick={() => blocker.reset()} data-autofocus>
            Stay on this page
          </button>
          <button type="button" className={quietButtonClass} onClick={() => blocker.proceed()}>
            Leave
          </button>
        </>
      }
    >
      <p className="text-sm text-plum-800">Your changes on this page are not saved and will be lost.</p>
    </Modal>
  );
}
