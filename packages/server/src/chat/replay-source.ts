/**
 * The table's chat for its replay (`replays/load-replay.ts`'s `ReplayChatSource`): the lines the
 * viewer could read at the table (a seat the players' channel; a spectator both), each with the
 * match log's length when it was said, so the replay shows it at the step the viewer had
 * reached then. Names are the seats' as they are now.
 */
import type { Viewer } from '@nobid/engine';
import type { ServerContext } from '../context.ts';
import type { ReplayChatSource } from '../replays/load-replay.ts';
import { tableChatLines, wireLine, withNames } from './store.ts';

export function chatReplaySource(ctx: ServerContext): ReplayChatSource {
  return {
    async linesFor(tableId: string, viewer: Viewer) {
      const channels = viewer === 'spectator' ? (['players', 'spectators'] as const) : (['players'] as const);
      const lines = withNames(
        await tableChatLines(ctx.storage, tableId, channels),
        await ctx.storage.getSeats(tableId),
      );
      return lines.map((l) => ({ version: l.version, line: wireLine(l) }));
    },
  };
}
