/**
 * One row of the lab's comparison and sweep tables: the figure's name, its verdict in words, the
 * change with the interval it is judged by, and the two ends' values. The data attributes are what
 * the e2e tests read back against the same run in Node.
 */
import type { FigureUnit } from '@nobid/sim';
import type { ReactNode } from 'react';
import type { Translate } from '../i18n/i18n.ts';
import type { numberFormats } from './figures-view.ts';

export interface FigureRowData {
  readonly id: string;
  readonly unit: FigureUnit;
  readonly diff: number;
  readonly adjustedCi: readonly [number, number] | null;
  readonly a: number;
  readonly b: number;
}

export function FigureRow(props: {
  readonly x: FigureRowData;
  readonly name: string;
  /** The verdict as data (`data-verdict`), its CSS look and its words. */
  readonly verdict: string;
  readonly look: string;
  readonly words: string;
  readonly f: ReturnType<typeof numberFormats>;
  readonly t: Translate;
}): ReactNode {
  const { x, f, t } = props;
  return (
    <tr
      data-figure={x.id}
      data-diff={x.diff}
      data-lo={x.adjustedCi?.[0]}
      data-hi={x.adjustedCi?.[1]}
      data-verdict={props.verdict}
    >
      <th scope="row">{props.name}</th>
      <td className={`lab-verdict lab-verdict-${props.look}`}>{props.words}</td>
      <td>{x.unit === 'share' ? t('lab-points', { value: f.difference(x) }) : f.difference(x)}</td>
      <td>{f.value(x.unit, x.a)}</td>
      <td>{f.value(x.unit, x.b)}</td>
    </tr>
  );
}
