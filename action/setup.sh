#!/usr/bin/env bash
# The action's first step: which cordlint to run, written to $GITHUB_OUTPUT as `cordlint=<path>`.
#   INPUT_CORDLINT_VERSION   a version or dist-tag to install from npm; empty: the project's own, else the action's copy
#   INPUT_WORKING_DIRECTORY  where the project's node_modules is looked for
set -euo pipefail

# escape_data: workflow command data escaped (workflow-commands.sh).
source "$(dirname "${BASH_SOURCE[0]}")/workflow-commands.sh"

version="${INPUT_CORDLINT_VERSION:-}"
workdir="${INPUT_WORKING_DIRECTORY:-.}"
action="${GITHUB_ACTION_PATH:?GITHUB_ACTION_PATH is not set: run this as the cordlint action}"

if [ -n "$version" ]; then
  if ! [[ "$version" =~ ^[0-9A-Za-z][0-9A-Za-z.+-]*$ ]]; then
    echo "::error title=cordlint::$(escape_data "cordlint-version \"$version\" is not a version or dist-tag (such as 0.2.0 or latest).")"
    exit 2
  fi
  prefix="${RUNNER_TEMP:-${TMPDIR:-/tmp}}/cordlint-$version"
  npm install --prefix "$prefix" --no-save --no-audit --no-fund "cordlint@$version" >&2
  cordlint="$prefix/node_modules/.bin/cordlint"
elif [ -x "$workdir/node_modules/.bin/cordlint" ]; then
  cordlint="$(cd "$workdir" && pwd)/node_modules/.bin/cordlint"
else
  # The action's own copy: the repository at the ref the workflow names, built once (npm ci runs the build).
  if [ ! -f "$action/dist/cli.js" ]; then
    (cd "$action" && npm ci --no-audit --no-fund) >&2
  fi
  cordlint="$action/bin/cordlint.js"
fi

# The path comes from working-directory: one with a line break would split the output's line.
if [[ "$cordlint" == *[$'\r\n']* ]]; then
  echo "::error title=cordlint::$(escape_data "working-directory holds a line break (got \"$workdir\"); name one folder.")"
  exit 2
fi
echo "cordlint=$cordlint" >> "${GITHUB_OUTPUT:?GITHUB_OUTPUT is not set}"
echo "cordlint: using $(escape_data "$cordlint") ($(node "$cordlint" --version))"
