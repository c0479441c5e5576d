#!/usr/bin/env bash
# Runs one fuzzer for a while: Fuzz/run.sh TARGET SECONDS [libFuzzer options...]
#
# TARGET is visual-format, layout-equation, layout-file or solver. The fuzzers are built first
# (Fuzz/build.sh; set FUZZ_NO_BUILD=1 to skip). New inputs go to .build/fuzz/corpus/TARGET, the
# repository's Fuzz/Corpus/TARGET is only read; a crash, leak, timeout (an input running over
# 10 s) or out-of-memory is written to .build/fuzz/artifacts/ and ends the run with a non-zero
# status. Fuzz/merge.sh TARGET then adds the new inputs that cover new code to Fuzz/Corpus.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ $# -lt 2 ]; then
  echo "usage: Fuzz/run.sh TARGET SECONDS [libFuzzer options...]" >&2
  exit 2
fi
target=$1 seconds=$2
shift 2
case "$target" in
  visual-format) max_len=1024 ;;
  layout-equation) max_len=512 ;;
  layout-file) max_len=8192 ;;
  solver) max_len=4096 ;;
  *) echo "unknown target '$target': visual-format, layout-equation, layout-file or solver" >&2; exit 2 ;;
esac
[ "${FUZZ_NO_BUILD:-}" = 1 ] || Fuzz/build.sh >&2
work=.build/fuzz/corpus/$target
mkdir -p "$work" .build/fuzz/artifacts
dict=()
[ -f "Fuzz/Dictionaries/$target.dict" ] && dict=(-dict="Fuzz/Dictionaries/$target.dict")
# Swift's own crash backtracer would hold the pipe open after a crash; libFuzzer prints its own.
export SWIFT_BACKTRACE=enable=no
export ASAN_OPTIONS="detect_leaks=1:${ASAN_OPTIONS:-}"
exec ".build/fuzz/bin/$target" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len="$max_len" \
  -artifact_prefix=".build/fuzz/artifacts/$target-" -print_final_stats=1 "${dict[@]}" "$@" \
  "$work" "Fuzz/Corpus/$target"
