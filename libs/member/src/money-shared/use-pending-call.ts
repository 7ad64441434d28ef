import { useState } from 'react';
import { useErrorMessage, type ErrorMessage } from '@wl/session';

/**
 * A call the member starts from a form or a button: `pending` while it runs, and the failure's message
 * once it failed (cleared when the next call starts). `run` answers whether the call went through.
 */
export function usePendingCall() {
  const messageOf = useErrorMessage();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<ErrorMessage>();

  const run = async (call: () => Promise<void>): Promise<boolean> => {
    setPending(true);
    setFailure(undefined);
    try {
      await call();
      return true;
    } catch (error) {
      setFailure(messageOf(error));
      return false;
    } finally {
      setPending(false);
    }
  };
  return { run, pending, failure, setFailure };
}
