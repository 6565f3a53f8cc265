#!/usr/bin/env bash
# Configures and builds a preset (default: release) with all cores.
# Usage: scripts/build.sh [release|portable|debug] [extra cmake args...]
set -euo pipefail
cd "$(dirname "$0")/.."
preset=${1:-release}
shift || true
cmake --preset "$preset" "$@" >/dev/null
cmake --build --preset "$preset" -j "$(nproc)"
