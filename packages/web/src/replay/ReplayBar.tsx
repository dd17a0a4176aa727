/**
 * The replay's controls: step back and forward (also ← and →), first and last, play at a speed,
 * jump to a turn, whose view to watch, "reveal all" (every final hand, at any step), and a player's share
 * link.
 */
import { type ReactNode, useEffect, useState } from 'react';
import { useT } from '../i18n/i18n.ts';
import type { ViewerChoice } from './ReplayPage.tsx';
import { fetchShare } from './replay-api.ts';

export interface ReplayBarProps {
  readonly index: number;
  readonly last: number;
  /** The turn of each step. */
  readonly turns: readonly number[];
  onStep(index: number): void;
  readonly playing: boolean;
  onPlaying(on: boolean): void;
  readonly speed: number;
  onSpeed(speed: number): void;
  readonly seat: number | null;
  readonly heldSeats: readonly number[];
  readonly names: readonly string[];
  onViewer(viewer: ViewerChoice): void;
  readonly reveal: boolean;
  /** The server sent every final hand (the game is over): revealing holds at every step. */
  readonly canReveal: boolean;
  onReveal(on: boolean): void;
  readonly tableId: string;
}

const SPEEDS = [0.5, 1, 2, 4];

interface StepButton {
  readonly glyph: string;
  readonly label: string;
  onClick(): void;
  readonly disabled: boolean;
  readonly primary?: boolean;
}

export function ReplayBar(props: ReplayBarProps): ReactNode {
  const t = useT();
  const { index, last, turns, onStep } = props;
  const atEnd = index === last;
  const maxTurn = Math.max(1, ...turns);
  const [turnText, setTurnText] = useState('');
  const [shared, setShared] = useState<string | null>(null);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const target = e.target as HTMLElement | null;
      if (target && /^(INPUT|SELECT|TEXTAREA)$/.test(target.tagName)) return;
      if (e.key === 'ArrowLeft') onStep(index - 1);
      else if (e.key === 'ArrowRight') onStep(index + 1);
      else return;
      e.preventDefault();
    };
    addEventListener('keydown', onKey);
    return () => removeEventListener('keydown', onKey);
  }, [index, onStep]);

  const jump = () => {
    const turn = Number(turnText);
    if (!Number.isFinite(turn)) return;
    const at = turns.findIndex((x) => x >= turn);
    onStep(at < 0 ? last : at);
  };
  const share = async () => {
    const res = await fetchShare(props.tableId);
    if (!res?.ok) return;
    const url = `${location.origin}${res.value.path}`;
    setShared(url);
    await navigator.clipboard?.writeText(url).catch(() => undefined);
  };

  // First, back, play or pause, forward, last: one list, one button shape.
  const playLabel = props.playing ? t('replay-pause') : t('replay-play');
  const steps: readonly StepButton[] = [
    { glyph: '«', label: t('replay-first'), onClick: () => onStep(0), disabled: index === 0 },
    { glyph: '‹', label: t('replay-back'), onClick: () => onStep(index - 1), disabled: index === 0 },
    {
      glyph: props.playing ? '❚❚' : '▶',
      label: playLabel,
      onClick: () => props.onPlaying(!props.playing),
      disabled: atEnd && !props.playing,
      primary: true,
    },
    { glyph: '›', label: t('replay-forward'), onClick: () => onStep(index + 1), disabled: atEnd },
    { glyph: '»', label: t('replay-last'), onClick: () => onStep(last), disabled: atEnd },
  ];

  return (
    <nav className="replay-bar" aria-label={t('replay-controls')}>
      <div className="replay-steps">
        {steps.map((b) => (
          <button
            key={b.glyph}
            type="button"
            className={b.primary ? 'btn btn-small btn-primary' : 'btn btn-small'}
            onClick={b.onClick}
            disabled={b.disabled}
            aria-label={b.label}
            title={b.label}
          >
            {b.glyph}
          </button>
        ))}
        <span className="replay-position" aria-live="polite">
          {t('replay-step', { step: index + 1, steps: last + 1 })} ·{' '}
          {t('turn-number', { turn: turns[index] ?? 0 })}
        </span>
      </div>
      <div className="replay-options">
        <label>
          {t('replay-speed')}{' '}
          <select value={props.speed} onChange={(e) => props.onSpeed(Number(e.target.value))}>
            {SPEEDS.map((s) => (
              <option key={s} value={s}>
                {t('replay-speed-value', { speed: s })}
              </option>
            ))}
          </select>
        </label>
        <form
          className="replay-jump"
          onSubmit={(e) => {
            e.preventDefault();
            jump();
          }}
        >
          <label>
            {t('replay-turn')}{' '}
            <input
              type="number"
              inputMode="numeric"
              min={1}
              max={maxTurn}
              value={turnText}
              placeholder={String(turns[index] ?? 1)}
              onChange={(e) => setTurnText(e.target.value)}
            />
          </label>
          <button type="submit" className="btn btn-small">
            {t('replay-go-turn')}
          </button>
        </form>
        <label>
          {t('replay-as')}{' '}
          <select
            value={props.seat === null ? 'spectator' : String(props.seat)}
            onChange={(e) =>
              props.onViewer(e.target.value === 'spectator' ? 'spectator' : Number(e.target.value))
            }
          >
            {props.heldSeats.map((s) => (
              <option key={s} value={String(s)}>
                {props.names[s] ?? ''}
              </option>
            ))}
            <option value="spectator">{t('replay-as-spectator')}</option>
          </select>
        </label>
        <label
          className={props.canReveal ? '' : 'disabled'}
          title={props.canReveal ? t('replay-reveal-hint') : undefined}
        >
          <input
            type="checkbox"
            checked={props.reveal && props.canReveal}
            disabled={!props.canReveal}
            onChange={(e) => props.onReveal(e.target.checked)}
          />{' '}
          {t('replay-reveal')}
        </label>
        {props.heldSeats.length > 0 && (
          <button type="button" className="btn btn-small" onClick={share}>
            {t('replay-share')}
          </button>
        )}
        {shared && (
          <span className="replay-shared" role="status">
            {t('replay-share-copied')}{' '}
            <input
              readOnly
              value={shared}
              aria-label={t('replay-share')}
              onFocus={(e) => e.target.select()}
            />
          </span>
        )}
      </div>
    </nav>
  );
}
