/**
 * The bottom of the table: what you are asked now (take, or put a card down, with the two ways
 * of putting the chosen card down), your coins and investments, and your hand as large cards.
 * Cards you cannot play now are dimmed and say why.
 */

import type { StartupsAction, StartupsView } from '@nobid/startups';
import type { ReactNode } from 'react';
import { useT } from '../../i18n/i18n.ts';
import { Countdown } from '../../table/Countdown.tsx';
import { PlayerName } from '../../table/PlayerName.tsx';
import { CompanyButton } from './CompanyCard.tsx';
import { canPlay, type TurnChoices } from './choices.ts';
import { cardKeys, companyName } from './companies.ts';
import { Investments } from './PlayerPanel.tsx';
import { reasonText } from './text.ts';
import type { StartupsControls } from './use-controls.ts';

export interface MyAreaProps {
  readonly view: StartupsView;
  readonly me: number;
  readonly names: readonly string[];
  readonly choices: TurnChoices;
  readonly controls: StartupsControls;
  readonly deadline: number | null;
  readonly totalMs: number;
  readonly now: () => number;
}

function Prompt({
  view,
  names,
  choices,
  controls,
  deadline,
  totalMs,
  now,
}: Omit<MyAreaProps, 'me'>): ReactNode {
  const t = useT();
  if (view.phase === 'over') return null;
  if (choices.decision === null) {
    return (
      <div className="su-prompt waiting" data-prompt="none">
        <p className="su-prompt-title">{t('su-waiting', { player: names[view.active] ?? '' })}</p>
      </div>
    );
  }
  const selected = controls.selected;
  const invest = selected === null ? undefined : choices.invest.get(selected);
  const sell = selected === null ? undefined : choices.toMarket.get(selected);
  const title =
    choices.decision === 'take'
      ? t('su-prompt-take')
      : selected === null
        ? t('su-prompt-play')
        : t('su-prompt-play-card', { company: companyName(selected, t) });
  // Said only where a timer runs (not in the tutorial, nor where a seat's clock lets it be skipped).
  const timeoutLine =
    choices.timeout &&
    deadline !== null &&
    t('prompt-default', { choice: timeoutText(choices.timeout, view, t) });
  return (
    <div className="su-prompt" data-prompt={choices.decision}>
      <Countdown deadline={deadline} totalMs={totalMs} now={now} size={32} />
      <div className="su-prompt-body">
        <p className="su-prompt-title">{title}</p>
        {timeoutLine && <p className="su-prompt-default">{timeoutLine}</p>}
        <p className="su-keys">{t('su-keys')}</p>
      </div>
      {/* A phone shows the short labels (the title above names the card) so the three answers
          fit one line; only one of the two is displayed, so the name is always what is seen. */}
      {selected !== null && (
        <div className="su-prompt-actions">
          <button
            type="button"
            className="btn btn-primary su-btn-invest"
            disabled={!invest?.action || controls.busy}
            onClick={controls.invest}
          >
            <span className="su-long">{t('su-btn-invest', { company: companyName(selected, t) })}</span>
            <span className="su-short">{t('su-btn-invest-short')}</span>
          </button>
          <button
            type="button"
            className="btn su-btn-to-market"
            disabled={!sell?.action || controls.busy}
            aria-description={sell?.reason ? reasonText(sell.reason, names, t) : undefined}
            onClick={controls.toMarket}
          >
            <span className="su-long">{t('su-btn-to-market', { company: companyName(selected, t) })}</span>
            <span className="su-short">{t('su-btn-to-market-short')}</span>
          </button>
          {sell?.reason && <span className="su-why">{reasonText(sell.reason, names, t)}</span>}
          <button type="button" className="btn btn-small" onClick={controls.cancel}>
            {t('su-btn-cancel')}
          </button>
        </div>
      )}
    </div>
  );
}

/** The timeout's action in words ("you take a card from the deck"). */
function timeoutText(action: StartupsAction, view: StartupsView, t: ReturnType<typeof useT>): string {
  switch (action.type) {
    case 'take-deck':
      return t('su-default-take-deck');
    case 'take-market': {
      const card = view.market[action.slot];
      return card === undefined
        ? t('su-default-take-deck')
        : t('su-default-take-market', { company: companyName(card.company, t), coins: card.coins });
    }
    case 'invest':
      return t('su-default-invest', { company: companyName(action.company, t) });
    default:
      return t('su-default-to-market', { company: companyName(action.company, t) });
  }
}

export function MyArea(props: MyAreaProps): ReactNode {
  const t = useT();
  const { view, me, names, choices, controls } = props;
  const coins = view.coins[me] ?? 0;
  const active = view.active === me && view.phase !== 'over';
  const keys = cardKeys(controls.cards);
  return (
    <section className={`su-me${active ? ' active' : ''}`} aria-label={names[me] ?? ''}>
      <Prompt {...props} />
      <div className="su-me-row">
        <div className="su-me-info">
          <h2 className="su-player-name">
            <PlayerName name={names[me] ?? ''} you />
          </h2>
          <p className="su-purse mine">{t('su-coins', { coins })}</p>
          <Investments view={view} seat={me} names={names} />
        </div>
        {/* biome-ignore lint/a11y/useSemanticElements: a row of card buttons, not a form's fieldset. */}
        <div
          className="su-hand"
          role="group"
          aria-label={t('su-your-hand', { count: controls.cards.length })}
        >
          {controls.cards.map((company, i) => {
            const playable = canPlay(choices, company);
            const reason = choices.invest.get(company)?.reason;
            const note = playable
              ? t('su-click-to-choose')
              : reason
                ? reasonText(reason, names, t)
                : undefined;
            return (
              <div className="su-hand-slot" key={keys[i]}>
                {i < 9 && (
                  <span className="su-hand-key" aria-hidden="true">
                    {i + 1}
                  </span>
                )}
                <CompanyButton
                  company={company}
                  size="large"
                  note={note}
                  dimmed={!playable}
                  pressed={controls.slot === i}
                  data={{ index: i }}
                  onClick={() => controls.chooseHand(i)}
                />
              </div>
            );
          })}
          {controls.cards.length === 0 && <span className="su-muted">{t('su-hand-empty')}</span>}
        </div>
      </div>
    </section>
  );
}
