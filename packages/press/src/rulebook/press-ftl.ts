/**
 * The press's own messages, in Fluent: the rulebook's edition colophon (identity, players, play
 * time, age, credits, the card stamp). They sit with No Bid's rulebook.ftl in every bundle
 * `textBundle` makes. They are source text in a module rather than
 * .ftl files so that the bundle needs no file reads and no bundler loader, in Node and in the
 * browser alike; the texts test checks them like every .ftl file (no Junk, all three languages).
 * Each number is a variable filled from the edition.
 */
import type { Lang } from '@nobid/i18n';

const en = `
## The edition colophon, after the clarifications.
edition-heading = This edition
edition-line = Edition: { $edition }
edition-box = For { $players } players · { $minutes } minutes · ages { $age } and up
edition-range = { $min }–{ $max }
edition-credits = Credits: { $credits }
edition-stamp = Every card face carries a small stamp in its lower left corner, such as { $stamp }: the edition's version and a mark of that card's own content. Two cards with the same stamp are the same card.


## Marks on card faces: a Book-count change large in the art, and the hand limit's change.
card-mark-count = { SIGNED($delta) }
card-mark-hand = hand { SIGNED($delta) }
`;

const de = `
## The edition colophon, after the clarifications.
edition-heading = Diese Ausgabe
edition-line = Ausgabe: { $edition }
edition-box = Für { $players } Spieler · { $minutes } Minuten · ab { $age } Jahren
edition-range = { $min }–{ $max }
edition-credits = Mitwirkende: { $credits }
edition-stamp = Jede Kartenvorderseite trägt unten links einen kleinen Stempel wie { $stamp }: die Version der Ausgabe und ein Kennzeichen des Inhalts dieser Karte. Zwei Karten mit demselben Stempel sind dieselbe Karte.


## Marks on card faces: a Book-count change large in the art, and the hand limit's change.
card-mark-count = { SIGNED($delta) }
card-mark-hand = Hand { SIGNED($delta) }
`;

const ko = `
## The edition colophon, after the clarifications.
edition-heading = 이 에디션
edition-line = 에디션: { $edition }
edition-box = { $players }인 · { $minutes }분 · { $age }세 이상
edition-range = { $min }–{ $max }
edition-credits = 만든 사람: { $credits }
edition-stamp = 모든 카드 앞면의 왼쪽 아래에는 { $stamp } 같은 작은 표시가 있습니다. 에디션의 버전과 그 카드 내용의 표식입니다. 표시가 같은 두 카드는 같은 카드입니다.


## Marks on card faces: a Book-count change large in the art, and the hand limit's change.
card-mark-count = { SIGNED($delta) }
card-mark-hand = 손패 { SIGNED($delta) }
`;

export const PRESS_FTL: Readonly<Record<Lang, string>> = { en, de, ko };
