# Steps of a long command, each timed: `step "name"` ends the step before it (printing its wall
# time) and starts the next; on exit, also on a failure, a table of every step run so far and the
# total against the budget (scripts/test-budget.json), with a warning past its warn share.
# Times come from bash's EPOCHREALTIME (microseconds), so no process is spawned per step.

STEP_NAMES=()
STEP_MILLIS=()
STEP_CURRENT=""
STEP_STARTED_US=0
STEPS_STARTED_US="${EPOCHREALTIME/./}"

_now_us() { echo "${EPOCHREALTIME/./}"; }

# 1234567 (ms) -> "1234.6 s"
_seconds() { printf '%d.%d s' $(($1 / 1000)) $((($1 % 1000) / 100)); }

_end_step() {
  [ -n "$STEP_CURRENT" ] || return 0
  local millis=$((($(_now_us) - STEP_STARTED_US) / 1000))
  STEP_NAMES+=("$STEP_CURRENT${1:+ ($1)}")
  STEP_MILLIS+=("$millis")
  printf -- '--- %s: %s%s\n' "$STEP_CURRENT" "$(_seconds "$millis")" "${1:+ ($1)}"
  STEP_CURRENT=""
}

step() {
  _end_step
  STEP_CURRENT="$1"
  STEP_STARTED_US="$(_now_us)"
  printf '\n=== %s ===\n' "$1"
}

# The budget: scripts/test-budget.json's seconds and warn share, read without node (it may be the
# step that failed).
_budget_field() { sed -n "s/.*\"$1\": *\([0-9.]*\).*/\1/p" "$(dirname "${BASH_SOURCE[0]}")/../test-budget.json"; }

print_step_table() {
  local status="$1" total_ms=$((($(_now_us) - STEPS_STARTED_US) / 1000)) index
  _end_step "$([ "$status" -eq 0 ] || echo "failed, exit $status")"
  local budget_s warn_share
  budget_s="$(_budget_field seconds)"
  warn_share="$(_budget_field warnShare)"
  printf '\n=== step times ===\n'
  for index in "${!STEP_NAMES[@]}"; do
    printf '%10s  %5s %%  %s\n' "$(_seconds "${STEP_MILLIS[$index]}")" \
      "$((STEP_MILLIS[index] * 100 / (total_ms > 0 ? total_ms : 1)))" "${STEP_NAMES[$index]}"
  done
  printf '%10s          total (budget %s s on a quiet day: %d %%)\n' "$(_seconds "$total_ms")" "$budget_s" \
    "$((total_ms / 10 / budget_s))"
  local warn_ms
  warn_ms="$(awk -v s="$budget_s" -v w="$warn_share" 'BEGIN { printf "%d", s * w * 1000 }')"
  if [ "$total_ms" -gt "$warn_ms" ]; then
    printf 'WARNING: the test command took %s, past %s %% of its %s s budget (docs/testing.md, "What each step costs").\n' \
      "$(_seconds "$total_ms")" "$(awk -v w="$warn_share" 'BEGIN { printf "%d", w * 100 }')" "$budget_s"
  fi
}
