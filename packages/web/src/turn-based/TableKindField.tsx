/**
 * The lobby's choice between a live table and a turn-based one (issue 31): for a turn-based table,
 * the time per move (`SPEED_PROFILES`) and how long a card waits for a No Bid. Only an account can
 * sit at a turn-based table (its seat is kept for days), so a guest is told to sign in.
 */
import {
  DEFAULT_SPEED,
  DEFAULT_WINDOW_DEADLINE_SECONDS,
  MAX_WINDOW_DEADLINE_SECONDS,
  MIN_WINDOW_DEADLINE_SECONDS,
  SPEED_NAMES,
  type SpeedName,
  type TableKind,
} from '@nobid/protocol';
import type { ReactNode } from 'react';
import { useT } from '../i18n/i18n.ts';
import './turn-based.css';

export interface TableKindChoice {
  readonly kind: TableKind;
  readonly speed: SpeedName;
  readonly windowMinutes: number;
}

export const LIVE_CHOICE: TableKindChoice = {
  kind: 'live',
  speed: DEFAULT_SPEED,
  windowMinutes: DEFAULT_WINDOW_DEADLINE_SECONDS / 60,
};

/** The settings' part for the server's `CreateTableRequest`. */
export function kindSettings(choice: TableKindChoice) {
  return choice.kind === 'live'
    ? {}
    : {
        kind: 'turn-based' as const,
        speed: choice.speed,
        windowDeadlineSeconds: Math.round(choice.windowMinutes * 60),
      };
}

export function TableKindField({
  value,
  onChange,
  signedIn,
}: {
  readonly value: TableKindChoice;
  readonly onChange: (next: TableKindChoice) => void;
  readonly signedIn: boolean;
}): ReactNode {
  const t = useT();
  return (
    <fieldset className="table-kind">
      <legend>{t('tb-kind')}</legend>
      {(['live', 'turn-based'] as const).map((kind) => (
        <label key={kind}>
          <input
            type="radio"
            name="table-kind"
            value={kind}
            checked={value.kind === kind}
            onChange={() => onChange({ ...value, kind })}
          />
          {t(`tb-kind-${kind}`)}
        </label>
      ))}
      {value.kind === 'turn-based' && !signedIn && (
        <p className="hint" role="note">
          {t('tb-needs-account')}
        </p>
      )}
      {value.kind === 'turn-based' && (
        <div className="field-row">
          <div className="field">
            <label htmlFor="create-speed">{t('tb-speed')}</label>
            <select
              id="create-speed"
              value={value.speed}
              onChange={(e) => onChange({ ...value, speed: e.currentTarget.value as SpeedName })}
            >
              {SPEED_NAMES.map((s) => (
                <option key={s} value={s}>
                  {t(`tb-speed-${s}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="create-window-deadline">{t('tb-window')}</label>
            <input
              id="create-window-deadline"
              type="number"
              min={MIN_WINDOW_DEADLINE_SECONDS / 60}
              max={MAX_WINDOW_DEADLINE_SECONDS / 60}
              step={1}
              value={value.windowMinutes}
              onChange={(e) => onChange({ ...value, windowMinutes: Number(e.currentTarget.value) })}
            />
          </div>
        </div>
      )}
    </fieldset>
  );
}
