#!/usr/bin/env bash
# The action's second step: runs `cordlint lint` on the paths with the reports asked for, writes
# exit-code, errors, warnings and sarif-file to $GITHUB_OUTPUT, and fails as fail-on-error says.
# Inputs come as environment variables (INPUT_*), never spliced into the script.
set -uo pipefail

# escape_data: workflow command data escaped (workflow-commands.sh); outputs go through set_output.
source "$(dirname "${BASH_SOURCE[0]}")/workflow-commands.sh"

# name=value, or GitHub's name<<DELIMITER form for a value with a line break (a delimiter the value does not hold).
set_output() {
  local name="$1" value="$2"
  if [[ "$value" == *[$'\r\n']* ]]; then
    local delimiter="CORDLINT_EOF_$RANDOM$RANDOM$RANDOM"
    while [[ "$value" == *"$delimiter"* ]]; do delimiter="${delimiter}_$RANDOM"; done
    printf '%s<<%s\n%s\n%s\n' "$name" "$delimiter" "$value" "$delimiter" >> "$GITHUB_OUTPUT"
  else
    printf '%s=%s\n' "$name" "$value" >> "$GITHUB_OUTPUT"
  fi
}

fail_usage() {
  echo "::error title=cordlint::$(escape_data "$1")"
  set_output exit-code 2
  exit 2
}

: "${GITHUB_OUTPUT:?GITHUB_OUTPUT is not set}"
cordlint="${CORDLINT_BIN:?CORDLINT_BIN is not set: the setup step names it}"
format="${INPUT_FORMAT:-annotations}"
sarif="${INPUT_SARIF_FILE:-cordlint.sarif}"
fail_on_error="${INPUT_FAIL_ON_ERROR:-true}"

# One path per line when there are several lines (a path may then hold spaces), else split on
# spaces; globs are left to cordlint (set -f: bash expands none).
paths=()
if [[ "${INPUT_PATHS:-.}" == *$'\n'* ]]; then
  while IFS= read -r line; do
    line="${line#"${line%%[![:space:]]*}"}"
    line="${line%"${line##*[![:space:]]}"}"
    [ -n "$line" ] && paths+=("$line")
  done <<< "$INPUT_PATHS"
else
  set -f
  read -r -a paths <<< "${INPUT_PATHS:-.}"
  set +f
fi
[ ${#paths[@]} -gt 0 ] || fail_usage "paths is empty: name the payload files, folders or globs to lint."

args=(lint)
case "$format" in
  annotations) args+=(--format github --format stylish) ;;
  sarif) args+=(--format stylish --format "sarif:$sarif") ;;
  both) args+=(--format github --format stylish --format "sarif:$sarif") ;;
  *) fail_usage "format must be annotations, sarif or both (got \"$format\")." ;;
esac
# A file name with a line break is no SARIF file anyone means, and would split the outputs' lines.
[ "$format" = annotations ] || [[ "$sarif" != *[$'\r\n']* ]] || fail_usage "sarif-file holds a line break (got \"$sarif\"); name one file."
case "$fail_on_error" in
  true | false) ;;
  *) fail_usage "fail-on-error must be true or false (got \"$fail_on_error\")." ;;
esac
counts="$(mktemp "${RUNNER_TEMP:-${TMPDIR:-/tmp}}/cordlint-results.XXXXXX")"
args+=(--format "json:$counts")
[ -n "${INPUT_CONFIG:-}" ] && args+=(--config "$INPUT_CONFIG")
if [ -n "${INPUT_MAX_WARNINGS:-}" ]; then
  [[ "$INPUT_MAX_WARNINGS" =~ ^[0-9]+$ ]] || fail_usage "max-warnings must be a whole number (got \"$INPUT_MAX_WARNINGS\")."
  args+=(--max-warnings "$INPUT_MAX_WARNINGS")
fi
# "--": a path that begins with "-" is a path, not an option.
args+=(-- "${paths[@]}")

if [[ "$cordlint" == *.js ]]; then
  node "$cordlint" "${args[@]}"
else
  "$cordlint" "${args[@]}"
fi
code=$?

# The counts, from the JSON report (absent or empty when cordlint stopped before linting).
read -r errors warnings < <(node -e '
  let results = [];
  try { results = JSON.parse(require("node:fs").readFileSync(process.argv[1], "utf8")); } catch {}
  const sum = (key) => results.reduce((n, r) => n + (r[key] ?? 0), 0);
  console.log(sum("errorCount"), sum("warningCount"));
' "$counts")
rm -f "$counts"
set_output exit-code "$code"
set_output errors "${errors:-0}"
set_output warnings "${warnings:-0}"
if [ "$format" != annotations ]; then set_output sarif-file "$sarif"; fi

if [ "$code" -eq 2 ]; then exit 2; fi
if [ "$code" -ne 0 ] && [ "$fail_on_error" = true ]; then exit "$code"; fi
exit 0
