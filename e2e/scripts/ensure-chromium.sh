#!/usr/bin/env bash
# Playwright drives Debian's Chromium, never a browser build of its own (`playwright install` cannot
# download anything on our machines): the end-to-end specs its headless shell (package
# chromium-headless-shell: the same engine without the browser's own window and UI, decision 091),
# the page benchmarks the full browser (package chromium). Installs the packages that are missing.
set -euo pipefail

if [ -n "${CHROMIUM_PATH:-}" ]; then
  if [ ! -x "$CHROMIUM_PATH" ]; then
    echo "ensure-chromium: CHROMIUM_PATH=$CHROMIUM_PATH is not an executable file." >&2
    exit 1
  fi
  exit 0
fi

missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
[ -x /usr/bin/chromium-headless-shell ] || missing+=(chromium-headless-shell)
if [ "${#missing[@]}" -eq 0 ]; then
  exit 0
fi

if ! command -v apt-get >/dev/null 2>&1; then
  echo "ensure-chromium: ${missing[*]} missing and apt-get is not available." >&2
  echo "Install Chromium or Chrome and set CHROMIUM_PATH to its executable." >&2
  exit 1
fi

sudo=()
if [ "$(id -u)" -ne 0 ]; then
  if ! command -v sudo >/dev/null 2>&1; then
    echo "ensure-chromium: installing ${missing[*]} needs root (or sudo)." >&2
    exit 1
  fi
  sudo=(sudo)
fi

echo "ensure-chromium: installing Debian's ${missing[*]}..."
"${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update -q
"${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -q "${missing[@]}" </dev/null
/usr/bin/chromium --version
/usr/bin/chromium-headless-shell --version
