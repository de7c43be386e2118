#!/bin/bash
# The Connect-4 boards of issue 18's item 4, one after the other, each resumable from its store.
cd "$(dirname "$0")/.."
mkdir -p runs
for size in 10x4 9x5 8x6 7x7; do
  w=${size%x*}; h=${size#*x}
  if grep -q "^$size " runs/hard-boards.txt 2>/dev/null; then continue; fi
  start=$(date +%s)
  out=$(./zugzwang solve --width $w --height $h --store runs/$size -t 2 -m 8g --progress \
        --job-log runs/$size-$(date +%Y%m%d-%H%M%S).csv '' 2>> runs/$size.err) || exit 1
  echo "$size $out wall=$(( $(date +%s) - start ))s this-run $(date -u +%FT%TZ)" >> runs/hard-boards.txt
done
