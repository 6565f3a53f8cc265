#!/usr/bin/env bash
# Checks perftkit the way users get it (CI runs it after scripts/test.sh):
#   install: the release build installed with `cmake --install` into a
#     temporary prefix; the installed tools answer --version, count the
#     start position and verify the installed standard data set, also
#     after the prefix is moved; tests/consumer builds against the prefix
#     with find_package(perftkit) and passes; every tool's manual page is
#     installed, `man` finds and shows it, and the manual it points to is
#     installed (docs/ in share/doc/perftkit).
#   package (--package): the `package` preset (portable instruction set,
#     no tests) built into build/package and packed with `cpack --preset
#     package`; the .deb must list the tools, data sets, headers and CMake
#     package and depend on oneTBB and Boost, its description must name
#     every tool it installs; `apt-get install --simulate`
#     must resolve it; lintian must report no errors (it reports no
#     warnings either; cmake/package.cmake lists the informational tags
#     left, and why); unpacked with dpkg -x, its tools and pages
#     pass the checks above and tests/consumer builds against its library.
#     --apt-install (CI: root on a throwaway machine) then installs it for
#     real, checks the tools in /usr/bin and that `man -w perft` finds the
#     page under /usr/share/man.
# Prints the wall time of each part. Usage:
#   scripts/check-install.sh [--package [--apt-install]]
set -euo pipefail
cd "$(dirname "$0")/.."
package=false
apt_install=false
for argument in "$@"; do
  case $argument in
    --package) package=true ;;
    --apt-install) apt_install=true ;;
    *)
      echo "check-install.sh: error: unknown argument '$argument' (--package, --apt-install)" >&2
      exit 2
      ;;
  esac
done
if $apt_install && ! $package; then
  echo "check-install.sh: error: --apt-install needs --package" >&2
  exit 2
fi

scripts/setup.sh  # dpkg-dev and file for cpack's dependency scan, help2man, lintian (nothing when present)
version=$(sed -n 's/^project(perftkit VERSION \([0-9.]*\).*/\1/p' CMakeLists.txt)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
work=$(cd "$work" && pwd -P)  # as the tools see themselves (/proc/self/exe)

fail() {
  echo "check-install.sh: FAILED: $*" >&2
  exit 1
}

# expect TEXT COMMAND...: the command succeeds and prints TEXT.
expect() {
  local text=$1 out
  shift
  out=$("$@" 2>&1) || fail "$* exited with $?: $out"
  [[ $out == *"$text"* ]] || fail "$* did not print '$text': $out"
}

# check_tools PREFIX INSTRUCTION_SET [TOOL...]: the tools installed under
# PREFIX (every build installs the first seven; the MPI tools and
# movegen-bench are installed where they are built): each TOOL, or every
# program in PREFIX/bin where none is named (a prefix of perftkit's own;
# /usr/bin holds the system's programs too).
check_tools() {
  local prefix=$1 instruction_set=$2 tool tools
  shift 2
  tools=("$@")
  ((${#tools[@]})) || mapfile -t tools < <(ls "$prefix/bin")
  for tool in perft perft-diff perft-bench batch-analyze enumerate raindrop-enum dragon-prof; do
    [ -x "$prefix/bin/$tool" ] || fail "no $prefix/bin/$tool"
  done
  for tool in "${tools[@]}"; do
    expect "$tool $version (commit " "$prefix/bin/$tool" --version
    expect ", $instruction_set)" "$prefix/bin/$tool" --version
  done
  expect "Nodes searched: 4865609" "$prefix/bin/perft" --startpos --depth 5
  # The data set must come from the prefix, not from this source tree.
  expect "ok   $prefix/share/perftkit/standard/standard.epd:1 " "$prefix/bin/perft" --suite standard --max-depth 3
  expect "95 passed, 0 failed" "$prefix/bin/perft" --suite standard --max-depth 3
}

# check_manpages PREFIX BUILT_FOR: each tool's page is PREFIX/share/man/man1/TOOL.1.gz,
# `man -w` finds it there, its NAME line names the tool, and the manual it
# names (under BUILT_FOR, the prefix the pages were built for) is installed.
check_manpages() {
  local prefix=$1 built_for=$2 tool page manual
  for tool in $(ls "$prefix/bin"); do
    page=$prefix/share/man/man1/$tool.1.gz
    [ -f "$page" ] || fail "no manual page $page"
    [ "$(man --manpath="$prefix/share/man" -w "$tool")" = "$page" ] || fail "man -w $tool does not find $page"
    expect "$tool - " env MANWIDTH=200 man --manpath="$prefix/share/man" "$tool"
    manual=$(zcat "$page" | sed -n 's/^The full manual: //p' | sed 's/\\-/-/g')
    [[ $manual == "$built_for/share/doc/perftkit/"* && -f $prefix${manual#"$built_for"} ]] ||
      fail "$page names the manual '$manual', which is not installed under $prefix"
  done
}

# check_consumer PREFIX: tests/consumer built against the library under PREFIX.
check_consumer() {
  local build=$work/consumer-${1//\//_}
  cmake -S tests/consumer -B "$build" -DCMAKE_PREFIX_PATH="$1" >/dev/null
  cmake --build "$build" >/dev/null
  "$build/consumer" || fail "tests/consumer against the library in $1"
}

release_instruction_set() {
  if grep -q '^#define PERFTKIT_USE_PEXT 1' build/release/generated/common/build_config.h; then echo PEXT; else echo magics; fi
}

start=$SECONDS
echo "check-install.sh: install"
scripts/build.sh release >/dev/null
cmake --install build/release --prefix "$work/prefix" >/dev/null
check_tools "$work/prefix" "$(release_instruction_set)"
check_manpages "$work/prefix" "$(sed -n 's/^CMAKE_INSTALL_PREFIX:PATH=//p' build/release/CMakeCache.txt)"
mv "$work/prefix" "$work/moved"
check_tools "$work/moved" "$(release_instruction_set)"
check_consumer "$work/moved"
echo "check-install.sh: install passed in $((SECONDS - start)) s"
$package || exit 0

start=$SECONDS
echo "check-install.sh: package"
scripts/build.sh package >/dev/null
rm -f build/package/perftkit_*.deb
cpack --preset package >/dev/null
deb=build/package/perftkit_${version}_amd64.deb
[ -f "$deb" ] || fail "cpack did not make $deb"
contents=$(dpkg -c "$deb")
for path in bin/perft bin/perft-diff bin/perft-bench bin/batch-analyze bin/enumerate bin/raindrop-enum bin/dragon-prof \
  share/man/man1/perft.1.gz share/doc/perftkit/copyright share/doc/perftkit/changelog.gz share/doc/perftkit/perft.md \
  share/perftkit/standard/standard.epd share/perftkit/dragon/dragon100.epd share/perftkit/raindrop/raindrop.epd \
  include/perftkit/chess/position.h include/perftkit/common/build_config.h \
  "lib/x86_64-linux-gnu/libperftkit_core.a" lib/x86_64-linux-gnu/cmake/perftkit/perftkitConfig.cmake \
  lib/x86_64-linux-gnu/cmake/perftkit/perftkitConfigVersion.cmake lib/x86_64-linux-gnu/cmake/perftkit/perftkitTargets.cmake; do
  grep -q " \./usr/$path\$" <<<"$contents" || fail "$deb lacks /usr/$path"
done
depends=$(dpkg-deb --field "$deb" Depends)
[[ $depends == *libtbb* && $depends == *libboost-program-options* ]] || fail "$deb depends only on: $depends"
description=$(dpkg-deb --field "$deb" Description)
mapfile -t deb_tools < <(sed -n 's|.* \./usr/bin/\(..*\)$|\1|p' <<<"$contents")
for tool in "${deb_tools[@]}"; do
  grep -qE "^ +- $tool: " <<<"$description" || fail "the description of $deb does not list $tool: $description"
done
apt-get install --simulate --quiet "./$deb" >/dev/null || fail "apt-get cannot resolve the dependencies of $deb"
# Errors fail; cmake/package.cmake lists the tags left below that level, and why.
lintian --fail-on error "$deb" ||
  fail "lintian reports errors in $deb"
dpkg -x "$deb" "$work/deb"
check_tools "$work/deb/usr" magics
check_manpages "$work/deb/usr" /usr
check_consumer "$work/deb/usr"
if $apt_install; then
  apt-get install --yes --quiet "./$deb" >/dev/null
  check_tools /usr magics "${deb_tools[@]}"
  [ "$(man -w perft)" = /usr/share/man/man1/perft.1.gz ] || fail "man -w perft: $(man -w perft 2>&1)"
fi
echo "check-install.sh: package passed in $((SECONDS - start)) s ($deb, depends: $depends)"
