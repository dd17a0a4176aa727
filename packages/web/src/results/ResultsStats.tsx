/**
 * The numbers under a finished game's results: per player the final Book (No Bid) or score
 * (Startups), cards played, No Bids played and cancelled or the market and the chips, attacks
 * made and received, and the rating change on a rated table.
 */
import type { ReactNode } from 'react';
import { useT } from '../i18n/i18n.ts';
import { useEndOfGame } from './end-of-game.ts';
import { resultColumns } from './result-rows.ts';
import './results.css';
import { PlayerName } from '../table/PlayerName.tsx';

export function ResultsStats(): ReactNode {
  const t = useT();
  const end = useEndOfGame();
  if (!end) return null;
  const columns = resultColumns(end, t);
  if (!columns) return null;
  const game = end.table.settings.game;
  return (
    <div className="results-stats-scroll">
      <table className="results-stats">
        <caption>{t('results-caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('results-player')}</th>
            {columns.map((c) => (
              <th key={c.id} scope="col">
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {end.table.seats.map((s) => (
            <tr key={s.seat}>
              <th scope="row">
                <PlayerName name={end.names[s.seat] ?? ''} you={s.seat === end.me} />
              </th>
              {columns.map((c) => (
                <td key={c.id}>{c.values[s.seat]}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="results-note">{t(`results-note-${game}`)}</p>
    </div>
  );
}
