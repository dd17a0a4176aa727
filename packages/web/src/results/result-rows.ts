/** The results panel's rows for a game: its per-seat numbers, as label → value columns. */
import { cardDefOf } from '@nobid/nobid/cards';
import { tableCards } from '../games/nobid/table-cards.ts';
import type { Translate } from '../i18n/i18n.ts';
import type { EndOfGame } from './end-of-game.ts';
import { nobidStats } from './nobid-stats.ts';
import { startupsStats } from './startups-stats.ts';

export interface ResultColumn {
  readonly id: string;
  readonly label: string;
  /** One value per seat. */
  readonly values: readonly string[];
}

const pair = (a: number, b: number) => `${a} / ${b}`;

function signed(n: number | null | undefined): string {
  if (n === null || n === undefined) return '–';
  const rounded = Math.round(n * 10) / 10;
  return rounded > 0 ? `+${rounded}` : rounded < 0 ? `−${-rounded}` : '0';
}

export function resultColumns(end: EndOfGame, t: Translate): ResultColumn[] | null {
  const seats = end.table.seats.length;
  let columns: ResultColumn[];
  if (end.table.settings.game === 'nobid') {
    const cards = tableCards(end.table.settings);
    if (!cards.ok) return null;
    const isNoBid = (c: number) => {
      try {
        return cardDefOf(cards.cards, c).type === 'no-bid';
      } catch {
        return false;
      }
    };
    const stats = nobidStats(end.events, seats, isNoBid);
    const counts = (end.view as { counts?: readonly number[] } | null)?.counts ?? [];
    columns = [
      { id: 'book', label: t('results-book'), values: stats.map((s) => String(counts[s.seat] ?? 0)) },
      { id: 'played', label: t('results-played'), values: stats.map((s) => String(s.played)) },
      {
        id: 'nobids',
        label: t('results-nobids'),
        values: stats.map((s) => pair(s.noBids, s.noBidsCancelled)),
      },
      {
        id: 'attacks',
        label: t('results-attacks'),
        values: stats.map((s) => pair(s.attacksMade, s.attacksReceived)),
      },
    ];
  } else if (end.table.settings.game === 'startups') {
    const stats = startupsStats(end.events, seats);
    columns = [
      {
        id: 'score',
        label: t('results-score'),
        values: stats.map((s) => (s.score === null ? '–' : String(s.score))),
      },
      { id: 'played', label: t('results-played'), values: stats.map((s) => String(s.played)) },
      {
        id: 'market',
        label: t('results-market'),
        values: stats.map((s) => pair(s.fromMarket, s.coinsTaken)),
      },
      { id: 'chips', label: t('results-chips'), values: stats.map((s) => pair(s.chipsTaken, s.chipsLost)) },
    ];
  } else return null;
  if (end.ratingChanges?.some((r) => r !== null))
    columns.push({
      id: 'rating',
      label: t('results-rating'),
      values: Array.from({ length: seats }, (_, s) => signed(end.ratingChanges?.[s])),
    });
  return columns;
}
