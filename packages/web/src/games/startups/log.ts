/**
 * One log line per Startups event, in the chosen language. A line that names a company carries
 * its id, so the log shows that company's card on hover. The viewer's own draw says which card
 * it was (the event's private part); everyone else's says only what it cost.
 */
import type { StartupsEvent } from '@nobid/startups';
import type { Translate } from '../../i18n/i18n.ts';
import type { LogEntry } from '../../table/game-props.ts';
import { companyName } from './companies.ts';

export function logLine(event: StartupsEvent, names: readonly string[], t: Translate): LogEntry | null {
  const who = (seat: number) => names[seat] ?? `#${seat + 1}`;
  const co = (company: number) => companyName(company, t);
  switch (event.type) {
    case 'took-deck':
      return event.company !== undefined
        ? {
            text: t('su-log-took-deck-own', { company: co(event.company), cost: event.paidSlots.length }),
            cards: [event.company],
          }
        : {
            text: t('su-log-took-deck', { player: who(event.seat), cost: event.paidSlots.length }),
            cards: [],
          };
    case 'took-market':
      return {
        text: t('su-log-took-market', {
          player: who(event.seat),
          company: co(event.company),
          coins: event.coins,
        }),
        cards: [event.company],
      };
    case 'invested': {
      const args = { player: who(event.seat), company: co(event.company) };
      if (event.chipFrom === undefined) return { text: t('su-log-invested', args), cards: [event.company] };
      if (event.chipFrom === null) return { text: t('su-log-invested-chip', args), cards: [event.company] };
      return {
        text: t('su-log-invested-chip-from', { ...args, from: who(event.chipFrom) }),
        cards: [event.company],
      };
    }
    case 'to-market':
      return {
        text: t('su-log-to-market', { player: who(event.seat), company: co(event.company) }),
        cards: [event.company],
      };
    case 'turn':
      return {
        text: t('su-log-turn', { turn: event.turn + 1, player: who(event.seat), cost: event.drawCost }),
        cards: [],
      };
    case 'game-over': {
      const winner = event.final.scores.find((s) => s.seat === event.final.winner);
      return {
        text: t('su-log-game-over', { player: who(event.final.winner), score: winner?.score ?? 0 }),
        cards: [],
        important: true,
      };
    }
    default:
      return null;
  }
}
