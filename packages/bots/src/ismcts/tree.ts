import type { Seat } from '@nobid/engine';

/**
 * One node of a single-observer ISMCTS tree. A node stands for "this seat took this action" in
 * the observer's information set; the same node is reached from different determinizations,
 * so it is keyed by the seat and the game's `actionKey`, never by a concrete state.
 */
export interface TreeNode {
  /** The seat whose move led here (-1 at the root): rewards are stored from its point of view. */
  readonly seat: Seat;
  readonly key: string;
  readonly parent: TreeNode | null;
  /**
   * The moves tried from here, by key; null until the first (most nodes are leaves: a search
   * expands one node per iteration, and a Map for each would be made and never filled).
   */
  children: Map<string, TreeNode> | null;
  visits: number;
  /** How often this node's move was legal when its parent was selected from (availability). */
  available: number;
  /** Sum of the rewards of `seat` over the iterations through this node. */
  reward: number;
}

export function newNode(parent: TreeNode | null, seat: Seat, key: string): TreeNode {
  return { seat, key, parent, children: null, visits: 0, available: 0, reward: 0 };
}

/** Adds a child under its key, making the parent's map on the first. */
export function addChild(parent: TreeNode, child: TreeNode): void {
  if (parent.children === null) parent.children = new Map();
  parent.children.set(child.key, child);
}

/**
 * UCB1 with availability counts (Cowling, Powley & Whitehouse 2012): the exploration term uses
 * how often the move was *available*, not how often the parent was visited, since a move that
 * is illegal in most determinizations would otherwise look under-explored forever.
 */
export function ucb(node: TreeNode, exploration: number): number {
  return node.reward / node.visits + exploration * Math.sqrt(Math.log(node.available) / node.visits);
}

/** The search's answer: the most visited move at the root, ties broken by the better mean. */
export function bestChild(root: TreeNode, allowed: ReadonlySet<string>): TreeNode | null {
  let best: TreeNode | null = null;
  if (root.children === null) return null;
  for (const child of root.children.values()) {
    if (!allowed.has(child.key) || child.visits === 0) continue;
    if (
      !best ||
      child.visits > best.visits ||
      (child.visits === best.visits && child.reward / child.visits > best.reward / best.visits)
    )
      best = child;
  }
  return best;
}
