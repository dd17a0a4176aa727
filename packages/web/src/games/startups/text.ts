/** Turning the table's reasons into words in the current language. */
import type { Translate } from '../../i18n/i18n.ts';
import type { Reason } from './choices.ts';
import { companyName } from './companies.ts';

export function reasonText(reason: Reason, names: readonly string[], t: Translate): string {
  const a = reason.args ?? {};
  return t(reason.id, {
    ...(a.player !== undefined ? { player: names[a.player] ?? `#${a.player + 1}` } : {}),
    ...(a.company !== undefined ? { company: companyName(a.company, t) } : {}),
    ...(a.cost !== undefined ? { cost: a.cost } : {}),
    ...(a.coins !== undefined ? { coins: a.coins } : {}),
  });
}
