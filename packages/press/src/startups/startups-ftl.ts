/**
 * The press's own words for Startups' printed files: the credit and the notice that every
 * Startups output carries (the game is Jun Sasaki's, published by Oink Games; these files are
 * for personal play and prototyping, not for sale), and the labels of the print-and-play sheet.
 * The game's own texts (company names, the rules) stay in @nobid/startups' rules.ftl.
 */
import type { Lang } from '@nobid/i18n';
import { CREDITS_FTL } from '../credits.ts';

const en = `
startups-title = Startups
startups-credit = Startups is a game by Jun Sasaki, published by Oink Games.
startups-notice = These files are for personal play and prototyping only, not for sale. The game and its name belong to Oink Games; the drawings are this project's own.
startups-short-notice = Startups © Oink Games · personal play only, not for sale
startups-chip = Anti-monopoly
startups-coin = coin
startups-sheet = Print at 100 %, double-sided (flip on the long edge): the backs land behind their faces. Cut along the marks.
startups-cards = { $count } cards
startups-chips = { $count ->
    [one] { $count } chip
   *[other] { $count } chips
}
startups-coins = { $count ->
    [one] { $count } coin
   *[other] { $count } coins
}
startups-box = For { $players } players · { $minutes } minutes · ages { $age } and up
startups-imprint = Imprint
`;

const de = `
startups-title = Startups
startups-credit = Startups ist ein Spiel von Jun Sasaki, erschienen bei Oink Games.
startups-notice = Diese Dateien sind nur für das private Spielen und für Prototypen bestimmt, nicht zum Verkauf. Das Spiel und sein Name gehören Oink Games; die Zeichnungen sind die dieses Projekts.
startups-short-notice = Startups © Oink Games · nur privat, nicht zum Verkauf
startups-chip = Anti-Monopol
startups-coin = Münze
startups-sheet = In 100 % beidseitig drucken (an der langen Kante wenden): Die Rückseiten liegen hinter ihren Vorderseiten. An den Marken schneiden.
startups-cards = { $count } Karten
startups-chips = { $count ->
    [one] { $count } Chip
   *[other] { $count } Chips
}
startups-coins = { $count ->
    [one] { $count } Münze
   *[other] { $count } Münzen
}
startups-box = Für { $players } Spieler · { $minutes } Minuten · ab { $age } Jahren
startups-imprint = Impressum
`;

const ko = `
startups-title = 스타트업스
startups-credit = 스타트업스는 사사키 준이 만들고 오잉크 게임즈가 출판한 게임입니다.
startups-notice = 이 파일은 개인 플레이와 프로토타입 제작용이며 판매용이 아닙니다. 게임과 그 이름은 오잉크 게임즈의 것이고, 그림은 이 프로젝트가 직접 그렸습니다.
startups-short-notice = 스타트업스 © 오잉크 게임즈 · 개인 플레이용, 판매 금지
startups-chip = 독점 반대
startups-coin = 점수칩
startups-sheet = 100 % 배율로 양면 인쇄하세요(긴 쪽으로 넘기기). 뒷면이 앞면 뒤에 맞춰 찍힙니다. 표시를 따라 자르세요.
startups-cards = { $count }장
startups-chips = { $count }개
startups-coins = { $count }개
startups-box = { $players }인 · { $minutes }분 · { $age }세 이상
startups-imprint = 판권
`;

export const STARTUPS_FTL: Readonly<Record<Lang, string>> = {
  en: en + CREDITS_FTL.en,
  de: de + CREDITS_FTL.de,
  ko: ko + CREDITS_FTL.ko,
};
