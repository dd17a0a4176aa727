/** The edition's card faces as the press prints them, each with its copies. */
import type { ReactNode } from 'react';
import { useT } from '../i18n/i18n.ts';
import type { LabFace } from './lab-press.ts';

const svgUrl = (svg: string): string => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

export function LabFaces({
  faces,
  backs,
  nameOf,
}: {
  faces: readonly LabFace[];
  backs: readonly string[];
  nameOf: (kind: string) => string;
}): ReactNode {
  const t = useT();
  return (
    <ul className="lab-faces" aria-label={t('lab-faces')}>
      {faces.map((face) => (
        <li key={face.kind} data-kind={face.kind}>
          {/* An <img>: the SVG is shown, never run; its text is the press's, escaped there. */}
          <img src={svgUrl(face.svg)} alt={nameOf(face.kind)} width={126} height={176} loading="lazy" />
          <span className="lab-face-copies">{t('gallery-copies', { copies: face.copies })}</span>
        </li>
      ))}
      {backs.map((svg, i) => (
        <li key={`back-${i === 0 ? 'main' : 'openings'}`}>
          <img
            src={svgUrl(svg)}
            alt={t(i === 0 ? 'lab-back-main' : 'lab-back-openings')}
            width={126}
            height={176}
          />
        </li>
      ))}
    </ul>
  );
}
