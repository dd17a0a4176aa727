/**
 * No Bid's part of the rules page, a chunk of its own: the generated rulebook (the press's own
 * sections, from the card data and rulebook.ftl) with the card gallery beside it. Should the
 * rulebook fail to build, a short summary from the UI strings stands in for it.
 */
import type { ReactNode } from 'react';
import { useLocale, useT } from '../i18n/i18n.ts';
import { CardGallery } from './CardGallery.tsx';
import { rulebookPage } from './press-rulebook.ts';
import { headingAnchors, RulebookBlocks } from './RulebookBlocks.tsx';
import { SectionList } from './SectionList.tsx';

const SECTIONS = ['goal', 'counting', 'setup', 'turn', 'nobid', 'circuit', 'stack', 'info'] as const;
const TERMS = ['liquidate', 'assign', 'stop-out', 'unwind'] as const;

function Summary(): ReactNode {
  const t = useT();
  return (
    <>
      {SECTIONS.map((s, i) => (
        <section key={s}>
          <h3 id={`nobid-${i + 1}`}>{t(`rules-${s}-title`)}</h3>
          <p>{t(`rules-${s}-text`)}</p>
        </section>
      ))}
      <section>
        <h3 id="nobid-terms">{t('rules-terms-title')}</h3>
        <dl className="terms">
          {TERMS.map((term) => (
            <div key={term}>
              <dt>{t(`term-${term}`)}</dt>
              <dd>{t(`rules-term-${term}`)}</dd>
            </div>
          ))}
        </dl>
      </section>
    </>
  );
}

export function NobidRules(): ReactNode {
  const t = useT();
  const page = rulebookPage(useLocale());
  const anchors = page
    ? headingAnchors(page.blocks, 'nobid')
    : SECTIONS.map((s, i) => ({ id: `nobid-${i + 1}`, text: t(`rules-${s}-title`) }));
  return (
    <>
      <SectionList
        label={t('game-nobid')}
        anchors={[...anchors, { id: 'nobid-cards', text: t('gallery-title') }]}
      />
      <div className="rules-columns">
        <article className="rules-text">
          {page ? <RulebookBlocks blocks={page.blocks} prefix="nobid" /> : <Summary />}
        </article>
        <CardGallery />
      </div>
    </>
  );
}
