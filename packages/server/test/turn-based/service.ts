/** Turn-based tables in a service context (virtual clock, no sockets): two accounts at a toy table. */
import type { AnyGame, SeatAction } from '@nobid/engine';
import { toyGame } from '@nobid/engine/testing';
import type { SpeedName } from '@nobid/protocol';
import { applyAction } from '../../src/apply.ts';
import type { ServerContext } from '../../src/context.ts';
import { createTable, joinTable, startTable } from '../../src/lobby.ts';
import { defaultingBots, serviceContext } from '../helpers/service.ts';

export const HOUR = 3_600_000;
export const SIGNED_IN: { signedIn: boolean } = { signedIn: true };

export async function turnBasedTable(
  speed: SpeedName = '24h',
  connected: number[] = [0, 1],
  game: AnyGame = toyGame,
) {
  const service = await serviceContext({
    games: [game],
    connected,
    bots: defaultingBots,
    // Polls at the stored due times (woken by the table's own writes), else once a day of virtual time.
    duePoll: { pollMs: 24 * HOUR, batch: 100, claimMs: 60_000 },
  });
  const { ctx } = service;
  const created = await createTable(
    ctx,
    {
      settings: { game: game.name, seats: [{ kind: 'human' }, { kind: 'human' }], kind: 'turn-based', speed },
      name: 'Ann',
    },
    SIGNED_IN,
  );
  const id = created.table.id;
  const joined = await joinTable(ctx, id, { name: 'Bob' }, SIGNED_IN);
  await startTable(ctx, id, created.seatToken!);
  return { ...service, id, tokens: [created.seatToken!, joined.seatToken] };
}

/** The seat moves as its player (with its current decision id): it draws while it can, so the game lasts. */
export async function move(ctx: ServerContext, id: string, seat: number): Promise<void> {
  const rt = await ctx.runtimes.get(id);
  const legal = rt.game.legalActions(rt.state, seat) as SeatAction[];
  const action = legal.find((a) => (a as { type?: string }).type === 'draw') ?? legal[0]!;
  await applyAction(ctx, id, action, { by: 'player', decisionId: rt.cursors!.decisionId(seat) });
}

export async function clocksOf(ctx: ServerContext, id: string) {
  return (await ctx.runtimes.get(id)).clocks!;
}
