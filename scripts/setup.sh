#!/usr/bin/env bash
# Installs the Debian packages TextSense builds and tests against, when they are missing (with sudo when not
# root). Safe to run again: it installs nothing that is already there.
set -euo pipefail

packages=(
  libicu-dev          # ICU: break iteration, IDNA, case mapping (CICU shim)
  libphonenumber-dev  # Google libphonenumber (CPhoneNumbers shim)
  unicode-data        # Unicode 15 break tests and SpecialCasing.txt, read by the test suite
  publicsuffix        # Public Suffix List, the source of the compiled table (scripts/generate-psl.py)
  iso-codes           # ISO 3166 country/subdivision names for addresses (scripts/gen-address-data.py)
  tzdata              # time zones
  tmux                # drives 'textsense edit' on a scripted input in the CLI tests
  util-linux          # setsid, to run 'textsense edit' without a terminal in the CLI tests
  neovim              # a real LSP client of 'textsense lsp' in the CLI tests (headless, scripts/nvim/)
  man-db              # renders the generated man page in the CLI tests (man -l)
  bash-completion     # compopt and friends for the generated bash completion in the CLI tests
  zsh                 # parses the generated zsh completion in the CLI tests
  fish                # answers completions from the generated fish script in the CLI tests
)

missing=()
for p in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$p")
  fi
done

if ((${#missing[@]})); then
  echo "setup: installing ${missing[*]}" >&2
  sudo=""
  if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
  export DEBIAN_FRONTEND=noninteractive
  $sudo apt-get update -qq
  $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >&2
fi

if ! command -v swift >/dev/null 2>&1; then
  echo "setup: the Swift 6 toolchain is required (swift not found on PATH)" >&2
  exit 1
fi
