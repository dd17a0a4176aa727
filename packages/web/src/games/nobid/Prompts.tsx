/**
 * The prompt at the bottom for whatever this seat must decide now: a target for the card being
 * played, Stop Loss, the Stop Out choice, a discard, or the turn's action itself.
 */

import type { ViewUpdate } from '@nobid/protocol';
import type { ReactNode } from 'react';
import { useLocale, useT } from '../../i18n/i18n.ts';
import { CardButton } from './CardFace.tsx';
import { useCards } from './CardsProvider.tsx';
import { cardDefOf, cardName, handLimitOf } from './cards.ts';
import type { useNobidControls } from './controls.ts';
import { Prompt } from './Prompt.tsx';
import { useTimeoutDefault } from './timeout-default.ts';
import type { WireView } from './wire-view.ts';

export interface PromptsProps {
  readonly view: WireView;
  readonly me: number;
  readonly update: ViewUpdate;
  readonly controls: ReturnType<typeof useNobidControls>;
  readonly now: () => number;
  readonly turnMs: number;
}

export function Prompts({ view, me, update, controls, now, turnMs }: PromptsProps): ReactNode {
  const t = useT();
  const locale = useLocale();
  const timeout = useTimeoutDefault();
  const cards = useCards();
  const name = (id: number) => cardName(cards, id, t);
  const list = (names: string[]) => new Intl.ListFormat(locale, { type: 'conjunction' }).format(names);
  if (view.outcome) return null;
  const deadlineOf = (kind: string) => update.decisions.find((d) => d.kind === kind)?.deadline ?? null;
  const timing = { now, totalMs: turnMs };
  const pending = view.pending?.seat === me ? view.pending : null;
  const owes = (kind: string) => update.decisions.some((d) => d.kind === kind);

  if (controls.targeting) {
    const { card, need } = controls.targeting;
    return (
      <Prompt
        kind="target"
        title={t(`target-prompt-${need.kind}`, { card: name(card) })}
        detail={t('target-hint')}
        deadline={deadlineOf('act')}
        {...timing}
      >
        {need.kind === 'currency' &&
          need.currencies.map((currency) => (
            <button
              key={currency}
              type="button"
              className="btn btn-currency"
              onClick={() => controls.pickTarget({ currency })}
            >
              {/* A phone shows the code alone (eight names take eight lines); the name is still read out. */}
              {currency}
              <span className="currency-name"> · {t(`currency-${currency.toLowerCase()}`)}</span>
            </button>
          ))}
        <button type="button" className="btn" onClick={controls.cancel} aria-keyshortcuts="Escape">
          {t('btn-cancel')}
        </button>
      </Prompt>
    );
  }
  if (pending?.kind === 'stop-loss' && owes('stop-loss')) {
    return (
      <Prompt
        kind="stop-loss"
        title={t('prompt-stop-loss', { card: name(pending.position) })}
        defaultText={t('default-stop-loss')}
        deadline={deadlineOf('stop-loss')}
        {...timing}
      >
        <button type="button" className="btn btn-primary" onClick={() => controls.stopLoss(true)}>
          {t('btn-use-stop-loss')}
        </button>
        <button type="button" className="btn" onClick={() => controls.stopLoss(false)}>
          {t('btn-decline-stop-loss')}
        </button>
      </Prompt>
    );
  }
  if (pending?.kind === 'stop-out' && owes('stop-out')) {
    const first = pending.candidates[0];
    return (
      <Prompt
        kind="stop-out"
        title={t('prompt-stop-out')}
        defaultText={first === undefined ? undefined : t('default-stop-out', { card: name(first) })}
        deadline={deadlineOf('stop-out')}
        {...timing}
      >
        {pending.candidates.map((id) => (
          <CardButton
            key={id}
            def={cardDefOf(cards, id)}
            cardId={id}
            size="small"
            lit
            onClick={() => controls.stopOut(id)}
          />
        ))}
      </Prompt>
    );
  }
  if (pending?.kind === 'discard' && owes('discard')) {
    const selected = controls.selected;
    // What the timeout gives up: the rules' own default, computed from this seat's view.
    const gone = timeout?.timeoutDiscardsOf({ ...view, cards }, me, view.hand ?? [], pending.count) ?? [];
    return (
      <Prompt
        kind="discard"
        title={t('prompt-discard', {
          count: pending.count,
          reason: pending.reason,
          limit: handLimitOf(cards, view.books[me] ?? []),
        })}
        detail={
          controls.owed > 1
            ? t('prompt-discard-hint-many', { count: controls.owed })
            : t('prompt-discard-hint')
        }
        defaultText={
          gone.length === 0
            ? undefined
            : t('default-discard', {
                cards: list(gone.map(name)),
                count: gone.length,
              })
        }
        deadline={deadlineOf('discard')}
        {...timing}
      >
        {controls.marked.map((id) => (
          <CardButton
            key={id}
            def={cardDefOf(cards, id)}
            cardId={id}
            size="small"
            note={t('set-aside-take-back')}
            onClick={() => controls.takeBack(id)}
          />
        ))}
        {selected !== null && (
          <button type="button" className="btn btn-primary" onClick={() => controls.chooseCard(selected)}>
            {/* Before the last card owed, a click sets the card aside; the last one sends them all. */}
            {controls.marked.length + 1 < controls.owed
              ? t('btn-set-aside', { card: name(selected) })
              : t('btn-discard', { card: list([...controls.marked, selected].map(name)) })}
          </button>
        )}
      </Prompt>
    );
  }
  if (controls.acting) {
    const selected = controls.selected;
    return (
      <Prompt
        kind="act"
        title={view.actAgain ? t('prompt-act-again') : t('prompt-act')}
        detail={t('prompt-act-hint')}
        defaultText={t('default-act')}
        deadline={deadlineOf('act')}
        {...timing}
      >
        {selected !== null && (
          <button type="button" className="btn btn-primary" onClick={() => controls.chooseCard(selected)}>
            {t('btn-play', { card: name(selected) })}
          </button>
        )}
        <button type="button" className="btn" onClick={controls.draw}>
          {t('btn-draw')}
        </button>
      </Prompt>
    );
  }
  return null;
}
