/**
 * The one way an account form sends its request: busy while it runs (its buttons disabled), the
 * previous problem cleared, and a failure shown as the server's reason in the reader's language.
 */
import { useState } from 'react';
import type { Translate } from '../i18n/i18n.ts';
import { failureText } from './errors.ts';

export function useAccountAction(t: Translate) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<void>): Promise<void> => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (err) {
      setError(failureText(t, err));
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, setError, run };
}
