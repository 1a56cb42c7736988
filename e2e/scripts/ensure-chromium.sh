#!/usr/bin/env bash
# Playwright drives Debian's Chromium, never a browser build of its own (`playwright install` cannot
# download anything on our machines). Installs the Debian package when it is missing.
set -euo pipefail

if [ -n "${CHROMIUM_PATH:-}" ]; then
  if [ ! -x "$CHROMIUM_PATH" ]; then
    echo "ensure-chromium: CHROMIUM_PATH=$CHROMIUM_PATH is not an executable file." >&2
    exit 1
  fi
  exit 0
fi

if [ -x /usr/bin/chromium ]; then
  exit 0
fi

if ! command -v apt-get >/dev/null 2>&1; then
  echo "ensure-chromium: /usr/bin/chromium is missing and apt-get is not available." >&2
  echo "Install Chromium or Chrome and set CHROMIUM_PATH to its executable." >&2
  exit 1
fi

sudo=()
if [ "$(id -u)" -ne 0 ]; then
  if ! command -v sudo >/dev/null 2>&1; then
    echo "ensure-chromium: installing chromium needs root (or sudo)." >&2
    exit 1
  fi
  sudo=(sudo)
fi

echo "ensure-chromium: installing Debian's chromium package..."
"${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update -q
"${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -q chromium </dev/null
/usr/bin/chromium --version
