#!/usr/bin/env bash
# Adds to Fuzz/Corpus/TARGET the inputs of .build/fuzz/corpus/TARGET (left by Fuzz/run.sh)
# that cover code the repository's corpus does not: Fuzz/merge.sh TARGET
set -euo pipefail
cd "$(dirname "$0")/.."
target=${1:?usage: Fuzz/merge.sh TARGET}
export SWIFT_BACKTRACE=enable=no
".build/fuzz/bin/$target" -merge=1 "Fuzz/Corpus/$target" ".build/fuzz/corpus/$target"
du -sh "Fuzz/Corpus/$target"
