#!/usr/bin/env bash
# Builds the libFuzzer fuzzers of Fuzz/Targets into .build/fuzz/bin/<target>.
#
# The package's modules are built by SwiftPM in their own build folder with libFuzzer's
# coverage instrumentation and AddressSanitizer (--sanitize fuzzer --sanitize address,
# optimised with -O); each target's LLVMFuzzerTestOneInput is then linked against them by
# swiftc -sanitize=fuzzer,address, which adds libFuzzer's main. `swift build` and
# `swift test` never need this folder.
set -euo pipefail
cd "$(dirname "$0")/.."
build=.build/fuzz
# (One -sanitize= flag with both: swiftc keeps only the last of several, which SwiftPM's own
# --sanitize fuzzer --sanitize address would pass.)
flags=(-c debug --build-path "$build" -Xswiftc -sanitize=fuzzer,address -Xswiftc -O
  -Xcc -fsanitize=fuzzer-no-link,address)
# The entry code (and Taut, TautSolver), then the layout-file library for its YAML loader.
swift build "${flags[@]}" --target TautFuzzSupport
swift build "${flags[@]}" --target TautLayoutFile
debug="$build/debug"
objects="$build/objects"
rm -rf "$objects"
mkdir -p "$objects" "$build/bin"
for module in TautSolver Taut TautFuzzSupport TautLayoutFile Yams CYaml; do
  mkdir -p "$objects/$module"
  find "$debug/$module.build" -name '*.o' -exec cp {} "$objects/$module/" \;
done
for source in Fuzz/Targets/*Fuzzer.swift; do
  name=$(basename "$source" Fuzzer.swift)
  # VisualFormat -> visual-format: the name of its corpus folder.
  target=$(echo "$name" | sed -E 's/([a-z])([A-Z])/\1-\2/g' | tr '[:upper:]' '[:lower:]')
  swiftc -sanitize=fuzzer,address -parse-as-library -O -module-name "${name}Fuzzer" \
    -I "$debug/Modules" "$source" "$objects"/*/*.o -o "$build/bin/$target.new" 2> >(grep -v "Cannot export local symbol" >&2)
  mv "$build/bin/$target.new" "$build/bin/$target"  # a fuzzer still running keeps its old file
  echo "built $build/bin/$target"
done
