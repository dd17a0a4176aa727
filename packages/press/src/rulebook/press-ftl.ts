/**
 * The press's own messages, in Fluent: the rulebook's edition colophon (identity, players, play
 * time, age, credits, the card stamp). They sit with No Bid's rulebook.ftl in every bundle
 * `textBundle` makes. They are source text in a module rather than
 * .ftl files so that the bundle needs no file reads and no bundler loader, in Node and in the
 * browser alike; the texts test checks them like every .ftl file (no Junk, all three languages).
 * Each number is a variable filled from the edition.
 */
import type { Lang } from '@nobid/i18n';
import { CREDITS_FTL } from '../credits.ts';

const en = `
## The edition colophon, after the clarifications.
edition-heading = This edition
edition-line = Edition: { $edition }
edition-box = For { $players } players · { $minutes } minutes · ages { $age } and up
edition-range = { $min }–{ $max }
edition-stamp = Every card face carries a small stamp in its lower left corner, such as { $stamp }: the edition's version and a mark of that card's own content. Two cards with the same stamp are the same card.


## Marks on card faces: a Book-count change large in the art, and the hand limit's change.
card-mark-count = { SIGNED($delta) }
card-mark-hand = hand { SIGNED($delta) }

## The printed booklet: cover, components page, imprint page, back cover.
booklet-components = Components
booklet-cards = { $count } { $count ->
        [one] card
       *[other] cards
    }
booklet-cards-at = { $count } with { $players } players
booklet-openings-pile = { card-opening-name } pile
booklet-backs = Two backs: the main deck and the Openings pile
booklet-imprint = Imprint
booklet-version = Rulebook of { $edition }, printed { $date }.
booklet-version-undated = Rulebook of { $edition }.
booklet-contact = Corrections and questions: { $url }
booklet-summary = A card game about currency trading. Build a Book of currency Positions, lever it up, and break your rivals' Books with Orders, unless they answer No Bid. The first to hold { $target } counting Positions wins.

## The booklet's illustrations (real card faces).
figure-anatomy-index = The corner index: pair and direction, also turned in the opposite corner, so a fanned hand shows it.
figure-anatomy-title = The pair, the arrow and the direction: what targeting cards name.
figure-anatomy-chart = The chart line: rising for LONG, falling for SHORT.
figure-anatomy-left = The city of the first currency of the pair.
figure-anatomy-right = The city of the second currency.
figure-anatomy-stamp = The stamp: the edition's version and a mark of this card's content.
figure-setup-player = Player { $n }
figure-setup = Setup for 4 players: each Book starts with one Opening, each player holds { $hand } cards; the main deck and the Openings pile in the middle.
figure-turn-draw = Draw one card.
figure-turn-act = Act: play a Position into your Book…
figure-turn-book = …or a Leverage, which stays in your Book.
figure-turn = An example turn: open, draw, one action, close.
figure-stack = A stack: a Forced Liquidation, answered by a No Bid, answered by a second No Bid. The last card played resolves first: the second No Bid cancels the first, so the Forced Liquidation resolves.
`;

const de = `
## The edition colophon, after the clarifications.
edition-heading = Diese Ausgabe
edition-line = Ausgabe: { $edition }
edition-box = Für { $players } Spieler · { $minutes } Minuten · ab { $age } Jahren
edition-range = { $min }–{ $max }
edition-stamp = Jede Kartenvorderseite trägt unten links einen kleinen Stempel wie { $stamp }: die Version der Ausgabe und ein Kennzeichen des Inhalts dieser Karte. Zwei Karten mit demselben Stempel sind dieselbe Karte.


## Marks on card faces: a Book-count change large in the art, and the hand limit's change.
card-mark-count = { SIGNED($delta) }
card-mark-hand = Hand { SIGNED($delta) }

## The printed booklet: cover, components page, imprint page, back cover.
booklet-components = Spielmaterial
booklet-cards = { $count } { $count ->
        [one] Karte
       *[other] Karten
    }
booklet-cards-at = { $count } mit { $players } Spielern
booklet-openings-pile = { card-opening-name }sstapel
booklet-backs = Zwei Rückseiten: das Hauptdeck und der Eröffnungsstapel
booklet-imprint = Impressum
booklet-version = Regelheft von { $edition }, gedruckt am { $date }.
booklet-version-undated = Regelheft von { $edition }.
booklet-contact = Fehler und Fragen: { $url }
booklet-summary = Ein Kartenspiel über Devisenhandel. Baue ein Buch aus Währungspositionen auf, hebele es und bring die Bücher der anderen mit Orders ins Wanken, es sei denn, sie antworten mit No Bid. Wer als Erster { $target } zählende Positionen hat, gewinnt.

## The booklet's illustrations (real card faces).
figure-anatomy-index = Der Eckindex: Paar und Richtung, auch in der gegenüberliegenden Ecke gedreht, damit ihn ein aufgefächertes Blatt zeigt.
figure-anatomy-title = Das Paar, der Pfeil und die Richtung: das, was Angriffskarten nennen.
figure-anatomy-chart = Die Chartlinie: steigend bei LONG, fallend bei SHORT.
figure-anatomy-left = Die Stadt der ersten Währung des Paars.
figure-anatomy-right = Die Stadt der zweiten Währung.
figure-anatomy-stamp = Der Stempel: die Version der Ausgabe und ein Kennzeichen des Karteninhalts.
figure-setup-player = Spieler { $n }
figure-setup = Aufbau für 4 Spieler: Jedes Buch beginnt mit einer Eröffnung, jeder Spieler hat { $hand } Karten auf der Hand; Hauptdeck und Eröffnungsstapel liegen in der Mitte.
figure-turn-draw = Ziehe eine Karte.
figure-turn-act = Handeln: Spiele eine Position in dein Buch …
figure-turn-book = … oder einen Hebel, der in deinem Buch bleibt.
figure-turn = Ein Beispielzug: Beginn, Ziehen, eine Aktion, Abschluss.
figure-stack = Ein Stapel: eine Zwangsglattstellung, darauf ein No Bid, darauf ein zweites No Bid. Die zuletzt gespielte Karte wirkt zuerst: Das zweite No Bid annulliert das erste, also wirkt die Zwangsglattstellung.
`;

const ko = `
## The edition colophon, after the clarifications.
edition-heading = 이 에디션
edition-line = 에디션: { $edition }
edition-box = { $players }인 · { $minutes }분 · { $age }세 이상
edition-range = { $min }–{ $max }
edition-stamp = 모든 카드 앞면의 왼쪽 아래에는 { $stamp } 같은 작은 표시가 있습니다. 에디션의 버전과 그 카드 내용의 표식입니다. 표시가 같은 두 카드는 같은 카드입니다.


## Marks on card faces: a Book-count change large in the art, and the hand limit's change.
card-mark-count = { SIGNED($delta) }
card-mark-hand = 손패 { SIGNED($delta) }

## The printed booklet: cover, components page, imprint page, back cover.
booklet-components = 구성물
booklet-cards = { $count }장
booklet-cards-at = { $players }인: { $count }장
booklet-openings-pile = { card-opening-name } 더미
booklet-backs = 뒷면 두 가지: 본 덱과 오프닝 더미
booklet-imprint = 판권
booklet-version = { $edition } 규칙서, { $date } 인쇄.
booklet-version-undated = { $edition } 규칙서.
booklet-contact = 오류와 문의: { $url }
booklet-summary = 외환 거래를 다루는 카드 게임입니다. 통화 포지션으로 장부를 만들고 레버리지를 더하고, 주문으로 상대의 장부를 무너뜨립니다. 상대가 노 비드로 응답하지 않는다면요. 계산되는 포지션 { $target }장을 먼저 모은 플레이어가 이깁니다.

## The booklet's illustrations (real card faces).
figure-anatomy-index = 모서리 표시: 통화쌍과 방향. 반대쪽 모서리에도 돌려서 있어 부채꼴로 쥔 손패에서도 보입니다.
figure-anatomy-title = 통화쌍, 화살표, 방향: 공격 카드가 지목하는 것.
figure-anatomy-chart = 차트 선: 롱이면 오르고 숏이면 내려갑니다.
figure-anatomy-left = 통화쌍의 첫 번째 통화의 도시.
figure-anatomy-right = 두 번째 통화의 도시.
figure-anatomy-stamp = 표시: 에디션의 버전과 이 카드 내용의 표식.
figure-setup-player = 플레이어 { $n }
figure-setup = 4인 준비: 각 장부는 오프닝 1장으로 시작하고, 각 플레이어는 카드 { $hand }장을 듭니다. 가운데에 본 덱과 오프닝 더미를 둡니다.
figure-turn-draw = 카드 1장을 뽑습니다.
figure-turn-act = 행동: 포지션을 장부에 내거나…
figure-turn-book = …장부에 남는 레버리지를 냅니다.
figure-turn = 턴의 예: 시작, 뽑기, 행동 하나, 정리.
figure-stack = 스택: 강제 청산에 노 비드로 응답하고, 거기에 두 번째 노 비드로 응답합니다. 마지막에 낸 카드가 먼저 처리됩니다. 두 번째 노 비드가 첫 번째를 취소하므로 강제 청산이 처리됩니다.
`;

export const PRESS_FTL: Readonly<Record<Lang, string>> = {
  en: en + CREDITS_FTL.en,
  de: de + CREDITS_FTL.de,
  ko: ko + CREDITS_FTL.ko,
};
