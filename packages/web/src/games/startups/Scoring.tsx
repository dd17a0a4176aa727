/**
 * The end of a game: one row per company with every player's final holding (investments plus
 * hand), who had the most, and every payment (who pays whom, how many coins, worth 3 each on
 * arrival); then each player's coins, payments, receipts, total and place; the winner; Rematch
 * and Back to lobby.
 */

import type { FinalScoring } from '@nobid/startups';
import { Fragment, type ReactNode, useEffect, useRef } from 'react';
import { useT } from '../../i18n/i18n.ts';
import { EndActions } from '../../table/EndActions.tsx';
import { PlayerName } from '../../table/PlayerName.tsx';
import { COMPANIES, companyClass, companyName } from './companies.ts';

export interface ScoringProps {
  readonly final: FinalScoring;
  readonly names: readonly string[];
  readonly me: number | null;
  readonly onRematch: () => void;
  readonly onLobby: () => void;
}

const RECEIVED_VALUE = 3;

/** Why the winner won a tie at the top, if there was one. */
function tieBreak(final: FinalScoring): 'threes' | 'last' | null {
  const win = final.scores.find((s) => s.seat === final.winner);
  if (!win) return null;
  const tied = final.scores.filter((s) => s.seat !== win.seat && s.score === win.score);
  if (tied.length === 0) return null;
  return tied.every((s) => s.received < win.received) ? 'threes' : 'last';
}

export function Scoring({ final, names, me, onRematch, onLobby }: ScoringProps): ReactNode {
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const seats = final.scores.map((s) => s.seat);
  const win = final.scores.find((s) => s.seat === final.winner);
  const who = (seat: number) => names[seat] ?? `#${seat + 1}`;
  // "yes" for the viewer's own seat: every sentence names the viewer "you", never by name.
  const isYou = (seat: number) => (seat === me ? 'yes' : 'no');
  const title =
    final.winner === me
      ? t('su-you-win', { score: win?.score ?? 0 })
      : t('su-winner', { player: who(final.winner), score: win?.score ?? 0 });
  const tie = tieBreak(final);
  return (
    <section className="su-scoring" aria-labelledby="su-scoring-title">
      <h2 id="su-scoring-title" ref={heading} tabIndex={-1}>
        {title}
      </h2>
      {tie && <p className="su-muted">{t(tie === 'threes' ? 'su-tiebreak-threes' : 'su-tiebreak-last')}</p>}
      {final.reason === 'turn-cap' && <p className="su-muted">{t('su-end-turn-cap')}</p>}
      <div className="su-scoring-scroll">
        <table className="su-scoring-table">
          <caption>
            <strong>{t('su-scoring-title')}</strong> · {t('su-scoring-caption')}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('su-col-company')}</th>
              {seats.map((seat) => (
                <th scope="col" key={seat} className={seat === final.winner ? 'winner' : undefined}>
                  <PlayerName name={who(seat)} you={seat === me} />
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {final.companies.map((c) => {
              const holders = c.holdings.filter((n) => n > 0).length;
              return (
                <Fragment key={c.company}>
                  <tr data-company={c.company} className="su-co-row">
                    <th scope="row" className={companyClass(c.company)}>
                      <span className="su-co-cell">
                        <span className="su-swatch" aria-hidden="true">
                          {COMPANIES[c.company]?.cards}
                        </span>
                        {companyName(c.company, t)}
                      </span>
                    </th>
                    {seats.map((seat) => {
                      const n = c.holdings[seat] ?? 0;
                      const top = c.majority === seat;
                      return (
                        <td key={seat} className={top ? 'majority' : n === 0 ? 'zero' : undefined}>
                          {n}
                          {top && (
                            <span className="visually-hidden">
                              {' '}
                              ({t('su-majority', { player: who(seat), you: isYou(seat) })})
                            </span>
                          )}
                        </td>
                      );
                    })}
                  </tr>
                  <tr className="su-pay-row" data-payments={c.company}>
                    <td colSpan={seats.length + 1} className="su-payments">
                      {c.payments.length > 0 ? (
                        <ul>
                          {c.payments.map((p) => (
                            <li key={p.from}>
                              {t('su-pays', {
                                from: who(p.from),
                                fromYou: isYou(p.from),
                                to: who(p.to),
                                toYou: isYou(p.to),
                                cards: p.cards,
                                value: p.cards * RECEIVED_VALUE,
                              })}
                            </li>
                          ))}
                        </ul>
                      ) : c.majority !== null ? (
                        t('su-paid-by-nobody', { player: who(c.majority), you: isYou(c.majority) })
                      ) : holders === 0 ? (
                        t('su-nobody')
                      ) : (
                        t('su-tie')
                      )}
                    </td>
                  </tr>
                </Fragment>
              );
            })}
          </tbody>
          <tfoot>
            <ScoreRow
              label={t('su-row-coins')}
              seats={seats}
              value={(s) => String(final.scores[s]?.coins ?? 0)}
            />
            <ScoreRow
              label={t('su-row-paid')}
              seats={seats}
              value={(s) => minus(final.scores[s]?.paid ?? 0)}
            />
            <ScoreRow
              label={t('su-row-received')}
              seats={seats}
              value={(s) => plus((final.scores[s]?.received ?? 0) * RECEIVED_VALUE)}
            />
            <ScoreRow
              label={t('su-row-total')}
              seats={seats}
              value={(s) => String(final.scores[s]?.score ?? 0)}
              className="su-total"
              winner={final.winner}
            />
            <ScoreRow
              label={t('su-row-rank')}
              seats={seats}
              value={(s) => String(final.scores[s]?.rank ?? '')}
            />
          </tfoot>
        </table>
      </div>
      <EndActions
        className="su-scoring-actions"
        canRematch={me !== null}
        onRematch={onRematch}
        onLobby={onLobby}
      />
    </section>
  );
}

const minus = (n: number) => (n === 0 ? '0' : `−${n}`);
const plus = (n: number) => (n === 0 ? '0' : `+${n}`);

function ScoreRow(props: {
  label: string;
  seats: readonly number[];
  value: (seat: number) => string;
  className?: string;
  winner?: number;
}): ReactNode {
  return (
    <tr className={props.className}>
      <th scope="row">{props.label}</th>
      {props.seats.map((seat) => (
        <td key={seat} className={seat === props.winner ? 'winner' : undefined}>
          {props.value(seat)}
        </td>
      ))}
    </tr>
  );
}
