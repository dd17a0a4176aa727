/**
 * The viewer's side of a Startups turn: which hand card is chosen, and one function per intent
 * that sends the exact legal action the server offered. Keyboard: digits pick a hand card, I
 * invests it, M puts it into the market, D draws from the deck, Esc cancels.
 */

import type { StartupsAction } from '@nobid/startups';
import { useCallback, useEffect, useState } from 'react';
import type { Translate } from '../../i18n/i18n.ts';
import { type Choice, canPlay, type TurnChoices } from './choices.ts';
import { type CompanyId, cardsOf, companyName } from './companies.ts';
import { reasonText } from './text.ts';

export interface ControlsInput {
  readonly choices: TurnChoices;
  readonly hand: readonly number[] | null;
  readonly names: readonly string[];
  readonly act: (action: Record<string, unknown>) => Promise<unknown>;
  readonly announce: (text: string) => void;
  readonly t: Translate;
}

export function useStartupsControls({ choices, hand, names, act, announce, t }: ControlsInput) {
  /** The chosen hand card by position (identical cards are told apart by where they lie). */
  const [slot, setSlot] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const cards = cardsOf(hand ?? []);
  const handKey = cards.join(',');
  const playing = choices.decision === 'play';
  const selected: CompanyId | null = slot === null ? null : (cards[slot] ?? null);

  // A new view may end the decision or take the chosen card away: drop the stale choice.
  useEffect(() => {
    setBusy(false);
    if (!playing || handKey === '') setSlot(null);
  }, [handKey, playing]);

  const send = useCallback(
    (action: StartupsAction | null) => {
      if (!action || busy) return;
      setBusy(true);
      setSlot(null);
      void act({ ...action }).finally(() => setBusy(false));
    },
    [act, busy],
  );

  const explain = (choice: Choice | undefined, what: string) => {
    if (choice?.reason) announce(`${what}: ${reasonText(choice.reason, names, t)}`);
  };

  const drawDeck = () =>
    choices.deck.action ? send(choices.deck.action) : explain(choices.deck, t('su-deck'));
  const takeMarket = (slot: number) => send(choices.market[slot]?.action ?? null);
  const chooseHand = (index: number) => {
    const company = cards[index];
    if (company === undefined) return;
    if (!canPlay(choices, company)) {
      explain(choices.invest.get(company), companyName(company, t));
      return;
    }
    setSlot(index);
    announce(t('su-prompt-play-card', { company: companyName(company, t) }));
  };
  const invest = () => {
    if (selected === null) return;
    const choice = choices.invest.get(selected);
    if (choice?.action) send(choice.action);
    else explain(choice, t('su-btn-invest', { company: companyName(selected, t) }));
  };
  const toMarket = () => {
    if (selected === null) return;
    const choice = choices.toMarket.get(selected);
    if (choice?.action) send(choice.action);
    else explain(choice, t('su-btn-to-market', { company: companyName(selected, t) }));
  };
  const cancel = () => setSlot(null);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey) return;
      const tag = (e.target as HTMLElement | null)?.tagName;
      if (tag === 'INPUT' || tag === 'SELECT' || tag === 'TEXTAREA') return;
      if (document.querySelector('dialog[open]')) return;
      const key = e.key.toLowerCase();
      if (/^[1-9]$/.test(key)) {
        if (cards[Number(key) - 1] === undefined) return;
        e.preventDefault();
        chooseHand(Number(key) - 1);
        document.querySelector<HTMLElement>(`.su-hand .su-hit[data-index="${Number(key) - 1}"]`)?.focus();
      } else if (key === 'i') invest();
      else if (key === 'm') toMarket();
      else if (key === 'd') drawDeck();
      else if (key === 'escape') cancel();
    };
    addEventListener('keydown', onKey);
    return () => removeEventListener('keydown', onKey);
  });

  return { selected, slot, busy, cards, drawDeck, takeMarket, chooseHand, invest, toMarket, cancel };
}

export type StartupsControls = ReturnType<typeof useStartupsControls>;
