#!/bin/sh
# Every printed output of both games in every language, and a PNG of every PDF page to look at:
# the full set that CI only samples. Usage: packages/press/scripts/print-all.sh [OUT_DIR]
set -eu
out=${1:-print-all}
mkdir -p "$out"
for lang in en de ko; do
  npx nobid rules --lang "$lang" --format pdf --out "$out/rulebook-$lang.pdf"
  npx nobid rules --lang "$lang" --format pdf --imposition none --out "$out/rulebook-$lang-a5.pdf"
  npx nobid rules --game startups --lang "$lang" --format pdf --out "$out/startups-rulebook-$lang.pdf"
  npx nobid rules --game startups --lang "$lang" --format pdf --imposition none --out "$out/startups-rulebook-$lang-a5.pdf"
  npx nobid cards --lang "$lang" --out "$out/cards-$lang"
  for printer in a4 letter tgc mpc bleed-pdf; do
    npx nobid cards --lang "$lang" --printer "$printer" --out "$out/$printer-$lang"
  done
  npx nobid cards --lang "$lang" --tts "$out/tts-$lang"
  npx nobid cards --game startups --lang "$lang" --out "$out/startups-cards-$lang"
done
# Pages to look at, 50 dpi.
find "$out" -name '*.pdf' | while read -r pdf; do
  pdftoppm -png -r 50 "$pdf" "${pdf%.pdf}-page"
done
echo "fonts (no Type 3 expected):"
find "$out" -name '*.pdf' -exec sh -c 'pdffonts "$1" | grep -c "Type 3" | sed "s|^|$1: Type 3 fonts: |"' _ {} \;
