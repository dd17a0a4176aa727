/**
 * The viewer's side of a No Bid table: what is selected, what is being targeted, and the one
 * function per intent that turns it into an action for the server. Keyboard play maps onto the
 * same intents: digits pick a hand card, Enter plays it, N / B answer with No Bid / Circuit
 * Breaker, P passes, Esc cancels.
 */

import type { NobidAction, PlayTarget } from '@nobid/nobid';
import type { DecisionInfo } from '@nobid/protocol';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { Translate } from '../../i18n/i18n.ts';
import { type CardId, type CardTable, cardName } from './cards.ts';
import {
  canDiscard,
  legalResponse,
  type Playability,
  playAction,
  playabilityFromLegal,
  reasonText,
  type TargetNeed,
} from './playable.ts';
import type { WireView } from './wire-view.ts';

export interface Targeting {
  /** The copy to send (see Playability). */
  readonly card: CardId;
  readonly need: Exclude<TargetNeed, { kind: 'none' }>;
}

export interface ControlsInput {
  /** The card table of the table on screen: what the view's card ids mean. */
  readonly cards: CardTable;
  readonly view: WireView;
  readonly me: number | null;
  readonly decisions: readonly DecisionInfo[];
  /** The server's legal actions for this seat (ViewUpdate.legal). */
  readonly legal: readonly NobidAction[];
  /** Sends an action as the answer to the view on screen. */
  readonly act: (action: Record<string, unknown>) => Promise<unknown>;
  readonly announce: (text: string) => void;
  readonly t: Translate;
}

export function useNobidControls({ cards, view, me, decisions, legal, act, announce, t }: ControlsInput) {
  const [selected, setSelected] = useState<CardId | null>(null);
  /**
   * A discard of several: the cards set aside so far (out of the hand, into the prompt). The last
   * one owed sends them all in one answer, so the whole step runs on one timer.
   */
  const [marked, setMarked] = useState<readonly CardId[]>([]);
  const [targeting, setTargeting] = useState<Targeting | null>(null);
  const decision = (kind: string) => decisions.find((d) => d.kind === kind);
  const acting = decision('act') !== undefined;
  const respond = decision('respond');
  const discarding = decision('discard') !== undefined && view.pending?.kind === 'discard';
  const hand = view.hand ?? [];
  const pending = view.pending;
  /** How many cards the discard still owes (a hand can hold fewer: Wide Spread). */
  const owed = discarding && pending?.kind === 'discard' ? Math.min(pending.count, hand.length) : 0;
  /** The hand as shown: without the cards set aside for the discard. */
  const shownHand = marked.length === 0 ? hand : hand.filter((c) => !marked.includes(c));

  const playable = useMemo(() => {
    const map = new Map<CardId, Playability>();
    if (me !== null) for (const id of hand) map.set(id, playabilityFromLegal(cards, view, me, id, legal));
    return map;
  }, [cards, view, me, legal, hand]);

  // A new view may take the selected card away or end the decision: drop stale choices.
  const handKey = hand.join(',');
  useEffect(() => {
    setSelected((s) => (s !== null && handKey.split(',').includes(String(s)) ? s : null));
    if (!acting) setTargeting(null);
  }, [handKey, acting]);
  // Marks stay on cards still in hand, no more than the discard still owes.
  useEffect(() => {
    const inHand = handKey.split(',');
    setMarked((m) => m.filter((c) => inHand.includes(String(c))).slice(0, owed));
  }, [handKey, owed]);

  const cancel = useCallback(() => {
    setTargeting(null);
    setSelected(null);
    setMarked([]);
  }, []);

  const send = (action: Record<string, unknown>) => {
    cancel();
    void act(action);
  };

  const play = (card: CardId, target?: PlayTarget) => send(playAction(card, target));

  /** First click on a playable card selects it (or starts targeting); a second click plays it. */
  const chooseCard = (card: CardId) => {
    if (discarding) {
      if (!canDiscard(cards, legal, card)) return;
      if (selected === card && owed > 1) setAside(card);
      else if (selected === card) send({ type: 'discard', card });
      else setSelected(card);
      return;
    }
    const p = playable.get(card);
    if (!p) return;
    if (!p.ok) {
      announce(`${cardName(cards, card, t)}: ${reasonText(cards, p.reason, t)}`);
      return;
    }
    if (p.need.kind !== 'none') {
      setSelected(card);
      setTargeting({ card: p.card ?? card, need: p.need });
      announce(t(`target-prompt-${p.need.kind}`, { card: cardName(cards, card, t) }));
      return;
    }
    if (selected === card) play(p.card ?? card);
    else setSelected(card);
  };

  const pickTarget = (target: PlayTarget) => {
    if (targeting) play(targeting.card, target);
  };

  // A window's answers are sent exactly as the server offered them (`legal`).
  const answer = (type: 'no-bid' | 'circuit-breaker') => {
    if (!respond) return;
    const answer = legalResponse(cards, legal, type);
    if (!answer) {
      announce(t('none-in-hand', { card: t(`card-${type}-name`) }));
      return;
    }
    send({ ...answer });
  };

  const pass = () => {
    if (!respond) return;
    const pass = legal.find((a) => a.type === 'pass');
    if (pass) send({ ...pass });
  };

  /** A confirmed card of a discard of several: set aside, and with the last one owed all go at once. */
  const setAside = (card: CardId) => {
    const all = [...marked, card];
    setSelected(null);
    if (all.length < owed) {
      setMarked(all);
      return;
    }
    const [first, ...more] = all;
    send({ type: 'discard', card: first, more });
  };

  /** Puts a card set aside back into the hand. */
  const takeBack = (card: CardId) => setMarked((m) => m.filter((c) => c !== card));

  const confirmSelected = () => {
    if (selected !== null) chooseCard(selected);
  };

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey) return;
      const el = e.target as HTMLElement | null;
      const tag = el?.tagName;
      if (tag === 'INPUT' || tag === 'SELECT' || tag === 'TEXTAREA') return;
      if (document.querySelector('dialog[open]')) return;
      const key = e.key.toLowerCase();
      if (/^[0-9]$/.test(key)) {
        const index = key === '0' ? 9 : Number(key) - 1;
        const card = shownHand[index];
        if (card === undefined) return;
        e.preventDefault();
        setTargeting(null);
        setSelected(card);
        document.querySelector<HTMLElement>(`.hand .card-hit[data-card="${card}"]`)?.focus();
      } else if (key === 'enter') {
        // On a focused button Enter already clicks it (a hand card: plays the selected card).
        if (tag === 'BUTTON') return;
        if (selected === null) return;
        e.preventDefault();
        confirmSelected();
      } else if (key === 'n') answer('no-bid');
      else if (key === 'b') answer('circuit-breaker');
      else if (key === 'p') pass();
      else if (key === 'escape') cancel();
    };
    addEventListener('keydown', onKey);
    return () => removeEventListener('keydown', onKey);
  });

  return {
    selected,
    marked,
    owed,
    shownHand,
    targeting,
    playable,
    acting,
    respond,
    discarding,
    chooseCard,
    pickTarget,
    answer,
    pass,
    cancel,
    play,
    draw: () => send({ type: 'draw' }),
    stopLoss: (use: boolean) => send({ type: 'stop-loss', use }),
    stopOut: (card: CardId) => send({ type: 'stop-out', card }),
    discard: (card: CardId) => send({ type: 'discard', card }),
    takeBack,
  };
}
