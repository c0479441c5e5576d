#!/usr/bin/env bash
# CI's fuzzing step: builds the fuzzers (Fuzz/build.sh) and runs every target for a bounded
# time: Fuzz/ci.sh [SECONDS_PER_TARGET] (default 40).
#
# Each run starts from the repository's corpus (Fuzz/Corpus/TARGET) and an empty working
# corpus, with Fuzz/run.sh's limits: a crash, a broken invariant (the entry aborts), a leak
# (LeakSanitizer, part of AddressSanitizer), a timeout (one input over 10 s) or running out of
# memory (2 GB) ends the run with a non-zero status. The step fails if any target failed, after
# printing the end of its log and the input that made it fail (kept in .build/fuzz/artifacts/,
# to be replayed with `.build/fuzz/bin/TARGET FILE`). Every target runs even when an earlier one
# failed. Swift's toolchain ships the sanitizer and libFuzzer runtimes; nothing is installed.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-40}
# A fixed seed (TAUT_FUZZ_SEED, default 1): the same inputs in the same order on every run, so
# that a failure is the code's, not the draw's, and replays exactly. Fuzz/run.sh without a
# seed, for longer, explores more; what it finds and is not yet fixed waits in Fuzz/Findings.
seed=${TAUT_FUZZ_SEED:-1}
Fuzz/build.sh
logs=.build/fuzz/logs
mkdir -p "$logs"
# Inputs left by an earlier run of this script would only hide a new failure's own file.
rm -f .build/fuzz/artifacts/*
failed=()
for target in visual-format layout-equation layout-file solver; do
  log="$logs/$target.log"
  if FUZZ_NO_BUILD=1 Fuzz/run.sh "$target" "$seconds" -seed="$seed" >"$log" 2>&1; then
    runs=$(grep -E '^stat::number_of_executed_units' "$log" | awk '{print $2}')
    echo "fuzz $target: ${runs:-?} executions in $seconds s, no crash, leak or timeout"
  else
    failed+=("$target")
    echo "fuzz $target FAILED; the end of its log:" >&2
    grep -v -E '^#[0-9]+\s+(NEW|REDUCE|pulse)' "$log" | tail -40 >&2
    for artifact in .build/fuzz/artifacts/"$target"-*; do
      [ -e "$artifact" ] || continue
      echo "the input ($artifact), base64:" >&2
      base64 "$artifact" | head -c 4000 >&2
      echo >&2
    done
  fi
done
if [ ${#failed[@]} -gt 0 ]; then
  echo "fuzzing failed: ${failed[*]}" >&2
  exit 1
fi
