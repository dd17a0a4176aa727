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

## The printed booklet: cover, components page, imprint page.
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
booklet-contact = Corrections and questions: { $url }
booklet-print = How to print this booklet: double-sided, flipping on the short edge, at 100 % (actual size, no "fit to page"). Fold the stack of sheets in the middle and staple it on the fold.
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

## The printed booklet: cover, components page, imprint page.
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
booklet-contact = Fehler und Fragen: { $url }
booklet-print = So druckst du dieses Heft: beidseitig, an der kurzen Kante wenden, in 100 % (Originalgröße, nicht „an Seite anpassen“). Den Bogenstapel in der Mitte falten und im Falz heften.
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

## The printed booklet: cover, components page, imprint page.
booklet-components = 구성물
booklet-cards = { $count }장
booklet-cards-at = { $players }인: { $count }장
booklet-openings-pile = { card-opening-name } 더미
booklet-backs = 뒷면 두 가지: 본 덱과 오프닝 더미
booklet-imprint = 판권
booklet-version = { $edition } 규칙서, { $date } 인쇄.
booklet-contact = 오류와 문의: { $url }
booklet-print = 인쇄하는 법: 양면 인쇄, 짧은 쪽으로 넘기기, 배율 100 %(실제 크기, "페이지에 맞춤" 끄기). 인쇄한 종이 묶음을 가운데에서 접고 접힌 곳을 스테이플러로 찍습니다.
`;

export const PRESS_FTL: Readonly<Record<Lang, string>> = { en, de, ko };
