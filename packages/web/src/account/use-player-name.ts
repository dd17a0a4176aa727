/**
 * The name a player sits down with: a signed-in account's own name, otherwise the last name typed
 * in this browser. Typing in the field wins over both (a guest name for one table).
 */
import type { AccountInfo } from '@nobid/protocol';
import { useEffect, useRef, useState } from 'react';
import { loadName } from '../net/storage.ts';
import { currentAccount, onAccountChange } from './account-api.ts';

export function usePlayerName(): [string, (name: string) => void] {
  const [name, setName] = useState(loadName);
  const typed = useRef(false);
  useEffect(() => {
    let live = true;
    const signedIn = (user: AccountInfo | null) => {
      if (live && user && !typed.current) setName(user.name);
    };
    currentAccount().then(signedIn);
    const off = onAccountChange(signedIn);
    return () => {
      live = false;
      off();
    };
  }, []);
  const type = (next: string) => {
    typed.current = true;
    setName(next);
  };
  return [name, type];
}
