/**
 * An independent reference scorer, written from the brief alone and kept deliberately simple
 * (plain objects, coins paid one at a time, nothing shared with src/).
 *
 * Brief: hands are added to investments. For each company the single player with the most cards
 * is paid 1 coin per card by every other holder; coins arrive flipped to 3. A tie for the most:
 * nobody pays. A player who cannot pay goes into debt and the receiver still gets everything;
 * received 3s cannot be used to pay. Most money wins; then more 3-coins; then who played last.
 */

export interface RefPlayer {
  /** 1-value coins at the end of play. */
  coins: number;
  /** Cards per company name, investments and hand together. */
  cards: Record<string, number>;
}

export interface RefResult {
  money: number[];
  threes: number[];
  winner: number;
}

export function referenceScore(players: RefPlayer[], companies: string[], lastPlayer: number): RefResult {
  const ones = players.map((p) => p.coins);
  const threes = players.map(() => 0);
  const debt = players.map(() => 0);
  for (const company of companies) {
    const counts = players.map((p) => p.cards[company] ?? 0);
    const best = Math.max(...counts);
    if (best === 0) continue;
    const leaders = counts.filter((c) => c === best).length;
    if (leaders > 1) continue;
    const boss = counts.indexOf(best);
    players.forEach((_, i) => {
      if (i === boss) return;
      for (let k = 0; k < counts[i]!; k++) {
        if (ones[i]! > 0) ones[i]!--;
        else debt[i]!++;
        threes[boss]!++;
      }
    });
  }
  const money = players.map((_, i) => ones[i]! + 3 * threes[i]! - debt[i]!);
  // Walk back from the last player: the first seat met among the best is the winner.
  let winner = lastPlayer;
  for (let step = 1; step < players.length; step++) {
    const i = (lastPlayer - step + players.length) % players.length;
    if (money[i]! > money[winner]! || (money[i] === money[winner] && threes[i]! > threes[winner]!))
      winner = i;
  }
  return { money, threes, winner };
}
