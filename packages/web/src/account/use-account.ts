/** The signed-in account, kept current as it signs in or out; null for a guest (and until known). */
import type { AccountInfo } from '@nobid/protocol';
import { useEffect, useState } from 'react';
import { currentAccount, onAccountChange } from './account-api.ts';

export function useAccount(): AccountInfo | null {
  const [user, setUser] = useState<AccountInfo | null>(null);
  useEffect(() => {
    let live = true;
    void currentAccount().then((u) => live && setUser(u));
    const off = onAccountChange(setUser);
    return () => {
      live = false;
      off();
    };
  }, []);
  return user;
}
