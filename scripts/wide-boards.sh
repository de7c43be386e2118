#!/bin/bash
# Issue 19's table of values: the published boards beyond 64 bits, from the empty board, each with
# 2 threads, 4 GiB and at most 10 minutes (the issue's budget). One line per board in
# runs/wide-boards.txt: the solve's output line, or "limit" with the last progress status (the
# score interval the root tests had reached). Boards already in the file are skipped, so the
# script resumes where it stopped; delete a line to run that board again.
cd "$(dirname "$0")/.."
mkdir -p runs
limit=${LIMIT:-600}
# the published wide boards (REFERENCE: Tromp, Steininger), narrow ones first
for size in ${SIZES:-5x12 5x13 6x10 7x9 6x11 11x5 10x6 6x12 9x7 7x10 8x8 8x9}; do
  w=${size%x*}; h=${size#*x}
  if grep -q "^$size " runs/wide-boards.txt 2>/dev/null; then continue; fi
  start=$(date +%s)
  out=$(timeout --signal=INT $limit ./zugzwang solve --width $w --height $h -t 2 -m 4g --progress '' \
        2> runs/wide-$size.err)
  code=$?
  wall=$(( $(date +%s) - start ))
  if [ $code -eq 0 ]; then
    echo "$size $out wall=${wall}s $(date -u +%FT%TZ)" >> runs/wide-boards.txt
  else
    # the progress reporter rewrites one line with \r: its last state is the last piece
    last=$(tr '\r' '\n' < runs/wide-$size.err | grep -v '^\s*$' | tail -1)
    echo "$size limit ${limit}s: $last $(date -u +%FT%TZ)" >> runs/wide-boards.txt
  fi
done
