/** Startups' own table option in the create form: whether everyone's coins are shown. */
import type { ReactNode } from 'react';
import { useT } from '../../i18n/i18n.ts';
import type { GameOptionsProps } from '../../lobby/game-options.ts';

export function StartupsOptionsFields({ value, onChange }: GameOptionsProps): ReactNode {
  const t = useT();
  return (
    <div className="field field-check">
      <label>
        <input
          type="checkbox"
          checked={value.showCoins === true}
          onChange={(e) => onChange({ ...value, showCoins: e.currentTarget.checked })}
        />
        {t('su-option-show-coins')}
      </label>
    </div>
  );
}
