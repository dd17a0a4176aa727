/**
 * The press's own messages, in Fluent: the rulebook's edition colophon (identity, players, play
 * time, age, credits, the card stamp) and the deck's player-count copies. They sit with No Bid's
 * rulebook.ftl in every bundle `textBundle` makes. They are source text in a module rather than
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
edition-stamp = Every card face carries a small stamp in its lower right corner, such as { $stamp }: the edition's version and a mark of that card's own content. Two cards with the same stamp are the same card.

## Copies that differ at some player counts (the edition's player-count rules), in the deck section.
player-counts-intro = Some cards come in other numbers at some player counts. The print-and-play sheet has enough for every count: set aside what yours does not use.
player-counts-head-players = Players
player-counts-head-card = Card
player-counts-head-copies = Copies
player-counts-copies = { $copies } (otherwise { $base })
`;

const de = `
## The edition colophon, after the clarifications.
edition-heading = Diese Ausgabe
edition-line = Ausgabe: { $edition }
edition-box = Für { $players } Spieler · { $minutes } Minuten · ab { $age } Jahren
edition-range = { $min }–{ $max }
edition-credits = Mitwirkende: { $credits }
edition-stamp = Jede Kartenvorderseite trägt unten rechts einen kleinen Stempel wie { $stamp }: die Version der Ausgabe und ein Kennzeichen des Inhalts dieser Karte. Zwei Karten mit demselben Stempel sind dieselbe Karte.

## Copies that differ at some player counts (the edition's player-count rules), in the deck section.
player-counts-intro = Bei manchen Spielerzahlen gibt es einige Karten in anderer Anzahl. Der Print-and-Play-Bogen enthält genug für jede Spielerzahl: Legt beiseite, was eure nicht braucht.
player-counts-head-players = Spieler
player-counts-head-card = Karte
player-counts-head-copies = Anzahl
player-counts-copies = { $copies } (sonst { $base })
`;

const ko = `
## The edition colophon, after the clarifications.
edition-heading = 이 에디션
edition-line = 에디션: { $edition }
edition-box = { $players }인 · { $minutes }분 · { $age }세 이상
edition-range = { $min }–{ $max }
edition-credits = 만든 사람: { $credits }
edition-stamp = 모든 카드 앞면의 오른쪽 아래에는 { $stamp } 같은 작은 표시가 있습니다. 에디션의 버전과 그 카드 내용의 표식입니다. 표시가 같은 두 카드는 같은 카드입니다.

## Copies that differ at some player counts (the edition's player-count rules), in the deck section.
player-counts-intro = 인원수에 따라 장수가 달라지는 카드가 있습니다. 프린트 앤 플레이 시트에는 모든 인원수에 충분한 장수가 들어 있으니, 인원수에 쓰지 않는 카드는 빼 두세요.
player-counts-head-players = 인원
player-counts-head-card = 카드
player-counts-head-copies = 장수
player-counts-copies = { $copies }장 (평소 { $base }장)
`;

export const PRESS_FTL: Readonly<Record<Lang, string>> = { en, de, ko };
