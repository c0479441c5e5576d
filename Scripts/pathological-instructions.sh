#!/usr/bin/env bash
# Counts the instructions of each phase of the pathological cases with callgrind, at a size and
# ten times it, and prints each phase's growth (linear work grows about 10x; the target is at
# most 12x):
#
#     Scripts/pathological-instructions.sh [CASE...]
#
# CASE is a `taut-bench --pathological` case (deep-chain, wide-siblings,
# stack-DISTRIBUTION-ALIGNMENT, hstack-DISTRIBUTION-{firstBaseline,lastBaseline}; default: all). Sizes: 1000 and 10000, 10000 and 100000 for
# wide-siblings (SMALL=... LARGE=... override them). Uses the release taut-bench (built if
# missing); each phase's count is the inclusive cost of its PhaseMark function.
set -euo pipefail
cd "$(dirname "$0")/.."
bin="$(swift build -c release --show-bin-path)/taut-bench"
[ -x "$bin" ] || swift build -c release --product taut-bench >&2
cases=("$@")
if [ ${#cases[@]} -eq 0 ]; then
  cases=(deep-chain wide-siblings)
  for d in fill fillEqually fillProportionally equalSpacing equalCentering; do
    for a in fill leading firstBaseline center trailing lastBaseline; do cases+=("stack-$d-$a"); done
  done
  for d in fill fillEqually fillProportionally equalSpacing equalCentering; do
    for a in firstBaseline lastBaseline; do cases+=("hstack-$d-$a"); done
  done
fi
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
# PhaseMark's functions, by their Swift-mangled names' suffixes, and the phase each measures.
marks=(build:5build firstLayout:11firstLayout ambiguity:9ambiguity snapshot:8snapshot remove:6remove free:4free)
counts() {  # counts FILE: "phase instructions" per phase mark present (its largest inclusive cost)
  callgrind_annotate --inclusive=yes --threshold=100 "$1" 2>/dev/null | while read -r line; do
    for m in "${marks[@]}"; do
      if [[ "$line" == *"PhaseMarkO${m#*:}ySdyyXEFZ"* ]]; then
        echo "${m%%:*} $(echo "$line" | awk '{print $1}' | tr -d ,)"
      fi
    done
  done | sort -k1,1 -k2,2nr | awk '!seen[$1]++'
}
printf "%-40s %-12s %16s %16s %8s\n" case phase small large growth
for c in "${cases[@]}"; do
  small=${SMALL:-1000} large=${LARGE:-10000}
  if [ "$c" = wide-siblings ]; then small=${SMALL:-10000} large=${LARGE:-100000}; fi
  for n in "$small" "$large"; do
    valgrind --tool=callgrind --callgrind-out-file="$out/$c-$n" "$bin" --worker pathological "$c" "$n" >/dev/null 2>&1
  done
  join <(counts "$out/$c-$small" | sort) <(counts "$out/$c-$large" | sort) | while read -r phase a b; do
    printf "%-40s %-12s %16s %16s %7.1fx\n" "$c" "$phase" "$a" "$b" "$(echo "$b / $a" | bc -l)"
  done
done
