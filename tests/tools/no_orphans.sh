#!/usr/bin/env bash
# No orphans: however perft-diff and perft-bench end (a verdict, an
# engine error, SIGTERM, SIGINT or SIGHUP sent to the tool alone), no
# process of the engine's process group survives the tool, and a tool
# ended by a signal still says so in its exit status (128 + the signal).
# The engines are process trees like `sh -> python3 -> stockfish`: a shell
# that records its process group, then a tee that logs what the tool sends
# and slow_uci_engine.sh, which forks perftkit's own UCI engine and holds
# every `go perft` for 1000 s. The test signals the tool once the log shows
# a `go perft` (the tool is then inside a perft, its engines all started),
# so no timer decides what it tests.
# Usage: no_orphans.sh BUILD_DIR SOURCE_DIR
set -uo pipefail
build=$1
source=$2
source "$(dirname "$0")/lib/checks.sh"
diff_tool=$build/tools/perft-diff/perft-diff
bench_tool=$build/tools/perft-bench/perft-bench
fixtures=$source/tests/fixtures
own_engine="$(printf '%q' "$bench_tool") --variant chess --serve-uci"

# The shell command that records the group of the engine NAME in
# $work/NAME.group as "SHELL_PID PGID" (written whole, then renamed).
record_group() {
  local file
  file=$(printf '%q' "$work/$1.group")
  echo "echo \"\$\$ \$(ps -o pgid= -p \$\$)\" >$file.new && mv $file.new $file"
}

# slowed NAME [SHELL_PREFIX]: an --engine command line for the tree above.
slowed() {
  echo "${2:-}$(record_group "$1"); tee -a $(printf '%q' "$work/$1.log") |" \
    "bash $(printf '%q' "$fixtures/slow_uci_engine.sh") sleep 1000 $own_engine"
}

# straggling NAME ENGINE: ENGINE (run by the shell, not exec'd) beside a
# helper left behind, `sleep 1000`, which no closed pipe ends (it holds
# none of the engine's), so only ending the whole group ends it.
straggling() { echo "$(record_group "$1"); sleep 1000 >/dev/null & $2"; }

# group_alive PGID: a process of the group that is not a zombie exists.
group_alive() {
  ps -eo pgid=,stat= | awk -v g="$1" '$1 == g && $2 !~ /^Z/ { found = 1 } END { exit !found }'
}

# expect_group_gone WHAT NAME: the engine NAME led its own group, and no
# process of that group is left within 5 s of the tool's end (a few
# scheduler ticks on a loaded machine; the tool itself waits for the group).
expect_group_gone() {
  local what=$1 name=$2 shell_pid pgid i
  if [[ ! -s $work/$name.group ]]; then
    fail "$what: the engine $name did not record its process group"
    return
  fi
  read -r shell_pid pgid <"$work/$name.group"
  [[ $shell_pid == "$pgid" ]] || fail "$what: the engine $name is in group $pgid, not its own ($shell_pid)"
  for ((i = 0; i < 100; i++)); do
    group_alive "$pgid" || return
    sleep 0.05
  done
  fail "$what: the engine $name's group $pgid survived the tool:"
  ps -eo pgid=,pid=,stat=,args= | awk -v g="$pgid" '$1 == g { print "  | " $0 }'
  kill -KILL -- "-$pgid" 2>/dev/null  # (so one failure leaves no orphans behind)
}

# wait_for_go WHAT LOG...: waits (up to 60 s: the tool first counts the
# reference itself) until one of the logs holds a `go perft`.
wait_for_go() {
  local what=$1 i
  shift
  for ((i = 0; i < 1200; i++)); do
    cat "$@" 2>/dev/null | grep -q '^go perft' && return 0
    sleep 0.05
  done
  fail "$what: no engine was sent a go perft within 60 s"
  return 1
}

# signal_case SIGNAL WHAT ENGINE_NAMES -- TOOL ARGS...: runs the tool in the
# background, sends SIGNAL to its pid alone once an engine computes a
# perft, and checks its exit status and that every engine group ended.
signal_case() {
  local signal=$1 what=$2 names=$3 pid rc i logs=()
  shift 4
  rm -f "$work"/*.group "$work"/*.log
  for name in $names; do logs+=("$work/$name.log"); done
  # (A script's background job ignores SIGINT; env gives it the default
  # back, as a tool run from a terminal or a CI runner has it.)
  env --default-signal=INT "$@" >"$work/out" 2>"$work/err" &
  pid=$!
  {  # (stderr away: no "Hangup" line from the shell when it sees the job end)
    if wait_for_go "$what" "${logs[@]}"; then
      kill -s "$signal" "$pid"
      for ((i = 0; i < 200; i++)); do
        kill -0 "$pid" 2>/dev/null || break
        sleep 0.05
      done
      kill -0 "$pid" 2>/dev/null && fail "$what: the tool still runs 10 s after SIG$signal" && kill -KILL "$pid"
    else
      kill -KILL "$pid"
    fi
    wait "$pid"
    rc=$?
  } 2>/dev/null
  [[ $rc == $((128 + $(kill -l "$signal"))) ]] ||
    fail "$what: exit $rc, expected $((128 + $(kill -l "$signal"))) (killed by SIG$signal): $(head -c 300 "$work/err")"
  # (The engines' end is the tool's doing, not an engine failure to report.)
  [[ -s $work/err ]] && fail "$what: the tool wrote to stderr: $(head -c 300 "$work/err")"
  for name in $names; do expect_group_gone "$what" "$name"; done
}

# --- ended by a signal, inside a perft ------------------------------------
for signal in TERM INT HUP; do
  signal_case $signal "perft-diff, SIG$signal" "a" -- \
    "$diff_tool" --engine "$(slowed a)" --startpos --depth 2
  signal_case $signal "perft-bench, SIG$signal" "a b" -- \
    "$bench_tool" --engine "$(slowed a)" --engine "$(slowed b)" --depth 2 --rounds 1 --warmup 0
done
# An engine that ignores SIGTERM is killed after a grace period.
signal_case TERM "perft-diff, SIGTERM, an engine that ignores it" "a" -- \
  "$diff_tool" --engine "$(slowed a "trap '' TERM; ")" --startpos --depth 2

# --- ended by a verdict or an error ---------------------------------------
# ending_case STATUS WHAT ENGINE_NAMES -- TOOL ARGS...
ending_case() {
  local status=$1 what=$2 names=$3
  shift 3
  rm -f "$work"/*.group
  expect_status "$status" "$what" "$@"
  for name in $names; do expect_group_gone "$what" "$name"; done
}
fake="bash $(printf '%q' "$fixtures/fake_uci_engine.sh")"
ending_case 0 "perft-diff, agreeing" a -- "$diff_tool" --engine "$(straggling a "$own_engine")" --startpos --depth 2
# (The fake engine's divide of the start position has 2 moves, not 20.)
ending_case 1 "perft-diff, disagreeing" a -- "$diff_tool" --engine "$(straggling a "$fake colon")" --startpos --depth 1
ending_case 2 "perft-diff, an engine error" a -- \
  "$diff_tool" --engine "$(straggling a "$fake exit-early")" --startpos --depth 1
bench=("$bench_tool" --depth 1 --rounds 1 --warmup 0)
ending_case 0 "perft-bench, a verdict" "a b" -- \
  "${bench[@]}" --engine "$(straggling a "$own_engine")" --engine "$(straggling b "$own_engine")" --threshold 1000
ending_case 1 "perft-bench, a wrong count" "a b" -- \
  "${bench[@]}" --engine "$(straggling a "$own_engine")" --engine "$(straggling b "$fake colon")"
ending_case 2 "perft-bench, an engine error" "a b" -- \
  "${bench[@]}" --engine "$(straggling a "$own_engine")" --engine "$(straggling b "$fake exit-early")"

if ((failures)); then
  echo "$failures failure(s)"
  exit 1
fi
echo "no orphans: every ending of perft-diff and perft-bench ended the engine groups"
