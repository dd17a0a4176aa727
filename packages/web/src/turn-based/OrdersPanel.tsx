/**
 * "When a card is played": the seat's standing orders, chosen before a window opens (issue 31). A
 * turn-based player is rarely at the table when a card is played, so the table asks ahead: pass
 * on everything, ask me when I am targeted, ask me when someone would win, always ask, or play my
 * No Bid on a card that would make someone win. The server applies them as the window opens,
 * whatever the seat holds (docs/design-notes.md, "Standing orders"); the view says what they are.
 */
import type { OrderPreset, SetStandingOrders, StandingOrders } from '@nobid/protocol';
import { type ReactNode, useState } from 'react';
import { useT } from '../i18n/i18n.ts';
import { ORDER_PRESET_NAMES, presetOf } from './order-presets.ts';
import './turn-based.css';

export function OrdersPanel({
  orders,
  onChange,
}: {
  readonly orders: StandingOrders;
  readonly onChange: (msg: SetStandingOrders) => Promise<{ ok: boolean; error?: { message: string } }>;
}): ReactNode {
  const t = useT();
  const [problem, setProblem] = useState<string | null>(null);
  const current = presetOf(orders);
  const choose = async (preset: OrderPreset) => {
    setProblem(null);
    const res = await onChange({ preset, answerOwnCards: orders.ownCards === 'orders' });
    if (!res.ok) setProblem(res.error?.message ?? '');
  };
  return (
    <div className="orders-panel">
      <label htmlFor="orders-preset">{t('tb-orders')}</label>
      <select
        id="orders-preset"
        value={current ?? 'custom'}
        onChange={(e) => void choose(e.currentTarget.value as OrderPreset)}
      >
        {current === null && <option value="custom">{t('tb-orders-custom')}</option>}
        {ORDER_PRESET_NAMES.map((p) => (
          <option key={p} value={p}>
            {t(`tb-orders-${p}`)}
          </option>
        ))}
      </select>
      {problem && <span role="alert">{problem}</span>}
    </div>
  );
}
