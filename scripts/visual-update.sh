#!/usr/bin/env bash
# Accepts the screenshots that changed (`pnpm test:visual:update [story files] [-t 'Story Name']`).
#
# Vitest writes a baseline only where a story's picture differs from it beyond the tolerance, or
# where there is none (--update=all), so a picture that did not change keeps its bytes and adds
# nothing to git. Every picture written is then compressed losslessly with optipng: pixel for
# pixel the same, about 38 % smaller than Vitest writes it. Run with no arguments, the run covers
# every story and, when every test passed, also deletes the baselines no story is held to any
# more (a story renamed or removed), as the stories report them (tests/visual/baselines.mjs).
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
need_apt "/usr/bin/chromium:chromium" "/usr/bin/optipng:optipng"

SHOTS=tests/visual/__screenshots__
report=$(mktemp)
trap 'rm -f "$report"' EXIT

status=0
pnpm exec vitest run --project storybook --update=all \
  --reporter=default --reporter=json --outputFile.json="$report" "$@" || status=$?

if [ $# -eq 0 ] && [ $status -eq 0 ]; then
  # Every baseline a story is held to; fails, deleting nothing, if a story went unpictured.
  held=$(node tests/visual/baselines.mjs "$report")
  find "$SHOTS" -name '*.png' | sed "s|^$SHOTS/||; s|\.png\$||" | LC_ALL=C sort |
    LC_ALL=C comm -23 - <(echo "$held" | LC_ALL=C sort) | while read -r obsolete; do
      echo "deleting $SHOTS/$obsolete.png: no story is held to it"
      rm "$SHOTS/$obsolete.png"
    done
  find "$SHOTS" -type d -empty -delete
fi

# What this run wrote (and any baseline changed earlier and not yet committed).
mapfile -t written < <(
  git ls-files --modified --others --exclude-standard -- "$SHOTS" | grep '\.png$' |
    while read -r file; do [ -f "$file" ] && echo "$file"; done || true
)
if [ ${#written[@]} -gt 0 ]; then
  echo "==> compressing ${#written[@]} baseline(s) losslessly"
  optipng -quiet -o2 -strip all -- "${written[@]}"
fi
exit $status
