/**
 * The lobby's "Invite friends" for a turn-based table: the account's friends to tick. Each one
 * ticked gets a human seat kept for them (the server keeps it; `friends/`). Friends named in the
 * page's address (`?invite=`, from the Friends page) come ticked.
 */
import { type ReactNode, useEffect, useState } from 'react';
import { useT } from '../i18n/i18n.ts';
import { api } from '../net/api.ts';
import { navigate } from '../router.ts';

export function InviteFriendsField({
  value,
  onChange,
}: {
  readonly value: readonly string[];
  readonly onChange: (next: readonly string[]) => void;
}): ReactNode {
  const t = useT();
  const [friends, setFriends] = useState<readonly string[] | null>(null);
  useEffect(() => {
    let live = true;
    api.friends().then(
      (res) => live && setFriends(res.friends.map((f) => f.name)),
      () => live && setFriends([]),
    );
    return () => {
      live = false;
    };
  }, []);
  // Names from the address that are not (or no longer) friends stay listed: the server says why.
  const names = [...(friends ?? []), ...value.filter((v) => !friends?.includes(v))];
  return (
    <fieldset className="invite-friends">
      <legend>{t('fr-invite-field')}</legend>
      {friends !== null && names.length === 0 && <p className="hint">{t('fr-invite-none')}</p>}
      {names.map((name) => (
        <label key={name}>
          <input
            type="checkbox"
            checked={value.includes(name)}
            onChange={(e) => {
              const on = e.currentTarget.checked;
              onChange(on ? [...value, name] : value.filter((v) => v !== name));
            }}
          />
          {name}
        </label>
      ))}
      <a
        href="/friends"
        onClick={(e) => {
          e.preventDefault();
          navigate('/friends');
        }}
      >
        {t('fr-invite-manage')}
      </a>
    </fieldset>
  );
}

/**
 * The other seats with at least `invited` humans: bots become humans from the first seat on, and
 * seats are added while the game seats more (`maxOthers`). The server refuses what still lacks.
 */
export function seatsForInvites<S extends string>(
  others: readonly S[],
  invited: number,
  maxOthers: number,
  human: S,
): S[] {
  const out = [...others];
  let humans = out.filter((o) => o === human).length;
  for (let i = 0; i < out.length && humans < invited; i++)
    if (out[i] !== human) {
      out[i] = human;
      humans++;
    }
  while (humans < invited && out.length < maxOthers) {
    out.push(human);
    humans++;
  }
  return out;
}
