/**
 * The edition's numbers as a form: name and version, the game numbers, copies per card, each
 * book card's effect parameter, and the copies of the player-count rules. Every change goes to
 * the page, which checks the whole edition again.
 */
import type { CardEntry, Edition } from '@nobid/nobid/cards';
import type { ReactNode } from 'react';
import { type Locale, useLocale, useT } from '../i18n/i18n.ts';
import {
  bookParamOf,
  GAME_NUMBERS,
  withBookParam,
  withCopies,
  withIdentity,
  withNumber,
  withPlayerCountCopies,
} from './edition-draft.ts';

/** A card's name in the page's language: its own texts if it brings them, else the game's. */
export function entryName(card: CardEntry, t: (id: string) => string, locale: Locale): string {
  const own = card.texts?.[locale]?.name;
  if (own) return own;
  if (card.type === 'position')
    return `${card.pair[0]}/${card.pair[1]} ${t(`direction-${card.direction.toLowerCase()}`)}${
      card.pile === 'openings' ? ` · ${t('lab-openings')}` : ''
    }`;
  return t(`card-${card.kind}-name`);
}

const NumberInput = (props: {
  label: string;
  value: number;
  min: number;
  max: number;
  onChange: (n: number) => void;
  id?: string;
}): ReactNode => (
  <input
    id={props.id}
    type="number"
    inputMode="numeric"
    aria-label={props.label}
    min={props.min}
    max={props.max}
    value={Number.isFinite(props.value) ? props.value : ''}
    onChange={(e) =>
      props.onChange(e.currentTarget.value === '' ? Number.NaN : Number(e.currentTarget.value))
    }
  />
);

export function EditionForm({
  draft,
  onChange,
}: {
  draft: Edition;
  onChange: (next: Edition) => void;
}): ReactNode {
  const t = useT();
  const locale = useLocale();
  return (
    <form className="lab-form" onSubmit={(e) => e.preventDefault()}>
      <fieldset>
        <legend>{t('lab-identity')}</legend>
        <label className="field">
          <span>{t('lab-name')}</span>
          <input
            value={draft.name}
            onChange={(e) => onChange(withIdentity(draft, e.currentTarget.value, draft.version))}
          />
        </label>
        <label className="field">
          <span>{t('lab-version')}</span>
          <input
            value={draft.version}
            onChange={(e) => onChange(withIdentity(draft, draft.name, e.currentTarget.value))}
          />
        </label>
      </fieldset>
      <fieldset>
        <legend>{t('lab-numbers')}</legend>
        {GAME_NUMBERS.map((key) => (
          <div className="field lab-number" key={key}>
            <span aria-hidden="true">{t(`lab-number-${key}`)}</span>
            <NumberInput
              label={t(`lab-number-${key}`)}
              value={draft.numbers[key]}
              min={1}
              max={2000}
              onChange={(n) => onChange(withNumber(draft, key, n))}
            />
          </div>
        ))}
      </fieldset>
      <fieldset>
        <legend>{t('lab-cards')}</legend>
        <table className="lab-cards">
          <thead>
            <tr>
              <th scope="col">{t('lab-card')}</th>
              <th scope="col">{t('lab-copies')}</th>
              <th scope="col">{t('lab-effect')}</th>
            </tr>
          </thead>
          <tbody>
            {draft.cards.map((card) => {
              const name = entryName(card, t, locale);
              const param = bookParamOf(card);
              return (
                <tr key={card.kind} data-type={card.type}>
                  <th scope="row">{name}</th>
                  <td>
                    <NumberInput
                      label={t('lab-copies-of', { card: name })}
                      value={card.copies}
                      min={0}
                      max={20}
                      onChange={(n) => onChange(withCopies(draft, card.kind, n))}
                    />
                  </td>
                  <td>
                    {param ? (
                      <NumberInput
                        label={t('lab-effect-of', { card: name })}
                        value={param.value}
                        min={param.min}
                        max={param.max}
                        onChange={(n) => onChange(withBookParam(draft, card.kind, n))}
                      />
                    ) : null}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </fieldset>
      {draft.playerCounts.map((rule, r) => {
        const kinds = Object.keys(rule.copies);
        const players = rule.players.join(', ');
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: the rules are edited in place, never reordered.
          <fieldset key={r}>
            <legend>{t('lab-player-rule', { players })}</legend>
            {kinds.length === 0 ? <p className="hint">{t('lab-player-rule-none')}</p> : null}
            {kinds.map((kind) => {
              const card = draft.cards.find((c) => c.kind === kind);
              const name = card ? entryName(card, t, locale) : kind;
              return (
                <div className="field lab-number" key={kind}>
                  <span aria-hidden="true">{name}</span>
                  <NumberInput
                    label={t('lab-rule-copies-of', { card: name, players })}
                    value={rule.copies[kind] ?? 0}
                    min={0}
                    max={20}
                    onChange={(n) => onChange(withPlayerCountCopies(draft, r, kind, n))}
                  />
                </div>
              );
            })}
          </fieldset>
        );
      })}
    </form>
  );
}
