#!/usr/bin/env bash
# Installs what perftkit needs to build, test and benchmark, from Debian's
# packages (and npm for the Fairy-Stockfish oracle). Idempotent: packages
# already present are not touched, and nothing runs when all are there.
set -euo pipefail
cd "$(dirname "$0")/.."

packages=(
  build-essential cmake pkg-config       # toolchain
  libtbb-dev                             # oneTBB: the parallel driver
  libboost-program-options-dev           # command-line options
  libgtest-dev                           # GoogleTest
  libbenchmark-dev libbenchmark-tools    # Google Benchmark and its compare.py
  stockfish                              # the ordinary-chess oracle
  python3 python3-matplotlib             # plots
  clang libclang-rt-14-dev ninja-build   # sanitizers and libFuzzer (scripts/hardening.sh)
  curl xz-utils                          # oneTBB source for the ThreadSanitizer build
  dpkg-dev file                          # the .deb's dependencies (cpack: dpkg-shlibdeps)
  help2man man-db lintian                # manual pages from --help, `man`, the .deb's policy check
  openmpi-bin libopenmpi-dev             # the MPI tools (tools/*-mpi) and their tests
)
# ffish (Fairy-Stockfish in WebAssembly) is the 10x10 oracle. Node.js may
# come from elsewhere (NodeSource's nodejs bundles npm and conflicts with
# Debian's npm package), so only install Debian's when the commands are missing.
if ! command -v node >/dev/null || ! command -v npm >/dev/null; then
  packages+=(nodejs npm)
fi

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if ((${#missing[@]})); then
  sudo_cmd=()
  [ "$(id -u)" -eq 0 ] || sudo_cmd=(sudo)
  echo "setup: installing ${missing[*]}"
  "${sudo_cmd[@]}" apt-get update -qq
  DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -qq "${missing[@]}" >/dev/null
fi

# ffish for the 10x10 differential tests (pinned in scripts/ffish/package.json).
if [ -f scripts/ffish/package.json ] && [ ! -d scripts/ffish/node_modules/ffish ]; then
  echo "setup: installing ffish with npm"
  (cd scripts/ffish && npm ci --no-audit --no-fund --silent)
fi
