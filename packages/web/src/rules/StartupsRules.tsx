/**
 * Startups' part of the rules page, a chunk of its own loaded when it is about to be seen: the
 * rulebook's own sections (packages/startups/texts, the same words as `nobid rules --game
 * startups`) with every number from the game's data, and the company cards.
 */
import type { Lang } from '@nobid/i18n';
import { rulebookSections } from '@nobid/startups';
import { COMPANIES } from '@nobid/startups/companies';
import rulesDe from '@nobid/startups/texts/de/rules.ftl?raw';
import rulesEn from '@nobid/startups/texts/en/rules.ftl?raw';
import rulesKo from '@nobid/startups/texts/ko/rules.ftl?raw';
import type { ReactNode } from 'react';
import { CompanyStatic } from '../games/startups/CompanyCard.tsx';
import { useLocale, useT } from '../i18n/i18n.ts';
import { SectionList } from './SectionList.tsx';
import '../games/startups/startups.css';

const RULES_FTL: Readonly<Record<Lang, string>> = { en: rulesEn, de: rulesDe, ko: rulesKo };

/** `turn-title` → `startups-turn`: the same anchor in every language. */
const anchorOf = (sectionId: string): string => `startups-${sectionId.replace(/-title$/, '')}`;

export function StartupsRules(): ReactNode {
  const t = useT();
  const locale = useLocale();
  const sections = rulebookSections(locale, RULES_FTL[locale]);
  return (
    <>
      <SectionList
        label={t('game-startups')}
        anchors={[
          ...sections.map((s) => ({ id: anchorOf(s.id), text: s.title })),
          { id: 'startups-cards', text: t('startups-gallery-title') },
        ]}
      />
      <div className="rules-columns">
        <article className="rules-text">
          {sections.map((s) => (
            <section key={s.id}>
              <h3 id={anchorOf(s.id)}>{s.title}</h3>
              <Items items={s.items} />
            </section>
          ))}
        </article>
        <section className="company-gallery" aria-labelledby="startups-cards">
          <h3 id="startups-cards">{t('startups-gallery-title')}</h3>
          <ul className="gallery-cards">
            {COMPANIES.map((c, id) => (
              <li key={c.key}>
                <CompanyStatic company={id} />
                <span className="gallery-copies">{t('startups-gallery-cards', { cards: c.cards })}</span>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}

/** Paragraphs, with consecutive list items as one list. */
function Items({ items }: { readonly items: readonly { kind: 'p' | 'li'; text: string }[] }): ReactNode {
  const out: ReactNode[] = [];
  let list: string[] = [];
  const flush = () => {
    if (list.length)
      out.push(
        <ul key={`ul-${out.length}`}>
          {list.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>,
      );
    list = [];
  };
  for (const item of items) {
    if (item.kind === 'li') list.push(item.text);
    else {
      flush();
      out.push(<p key={`p-${out.length}`}>{item.text}</p>);
    }
  }
  flush();
  return <>{out}</>;
}
