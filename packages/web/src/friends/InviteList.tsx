/**
 * The invitations of friends to turn-based tables ("My games"): accepting sits the account down
 * at the seat kept for it (the table's join, which gives an invited account its kept seat) and
 * opens the table; declining frees the seat.
 */
import type { TableInvite } from '@nobid/protocol';
import { type ReactNode, useEffect, useState } from 'react';
import { useT } from '../i18n/i18n.ts';
import { ApiFailure, api } from '../net/api.ts';
import { saveSeat } from '../net/storage.ts';
import { navigate, tablePath } from '../router.ts';

export function InviteList({ accountName }: { readonly accountName: string }): ReactNode {
  const t = useT();
  const [invites, setInvites] = useState<readonly TableInvite[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    let live = true;
    api.invites().then(
      (res) => live && setInvites(res.invites),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setProblem(null);
    try {
      await work();
    } catch (err) {
      setProblem(err instanceof ApiFailure ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };
  const accept = (invite: TableInvite) =>
    run(async () => {
      // The account's name is its seat's name: the one its friends know it by.
      const res = await api.join(invite.tableId, { name: accountName.slice(0, 32) });
      saveSeat(invite.tableId, { seat: res.seat, token: res.seatToken });
      navigate(tablePath(invite.tableId));
    });
  const decline = (invite: TableInvite) =>
    run(async () => setInvites((await api.declineInvite(invite.tableId)).invites));
  if (invites.length === 0 && !problem) return null;
  return (
    <section className="my-invites" aria-labelledby="my-invites-title">
      <h2 id="my-invites-title">{t('fr-invites')}</h2>
      <ul className="my-games-list">
        {invites.map((invite) => (
          <li key={invite.tableId} className="panel my-game">
            <span className="my-game-name">
              {t('fr-invite-from', { from: invite.from, game: t(`game-${invite.game}`) })}
            </span>
            {invite.speed && <span className="my-game-speed">{t(`tb-speed-${invite.speed}`)}</span>}
            <span className="my-game-actions">
              <button
                type="button"
                className="btn btn-primary"
                disabled={busy}
                onClick={() => void accept(invite)}
              >
                {t('fr-invite-accept')}
              </button>
              <button type="button" className="btn" disabled={busy} onClick={() => void decline(invite)}>
                {t('fr-invite-decline')}
              </button>
            </span>
          </li>
        ))}
      </ul>
      {problem && (
        <p className="problem" role="alert">
          {problem}
        </p>
      )}
    </section>
  );
}
