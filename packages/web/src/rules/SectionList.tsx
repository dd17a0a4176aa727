/** A game's own list of sections at the top of its part of the rules page: links to their anchors. */
import type { ReactNode } from 'react';
import { useT } from '../i18n/i18n.ts';

export function SectionList({
  label,
  anchors,
}: {
  readonly label: string;
  readonly anchors: readonly { id: string; text: string }[];
}): ReactNode {
  const t = useT();
  return (
    <nav className="rules-sections" aria-label={`${label}: ${t('rules-section-contents')}`}>
      <ol>
        {anchors.map((a) => (
          <li key={a.id}>
            <a href={`#${a.id}`}>{a.text}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
