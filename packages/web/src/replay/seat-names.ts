/**
 * The seats' names as the live table shows them ("Bot 2 (medium)", a player's name). The same
 * rule as the table page's `seatName`, kept here so that the replay's chunk does not carry the
 * live table's page and its socket connection.
 */
import type { SeatInfo } from '@nobid/protocol';
import type { Translate } from '../i18n/i18n.ts';

export function seatName(info: SeatInfo, t: Translate): string {
  if (info.kind === 'bot')
    return t('bot-name', { seat: info.seat + 1, level: t(`level-${info.level ?? 'medium'}`) });
  return info.name ?? t('free-seat', { seat: info.seat + 1 });
}
