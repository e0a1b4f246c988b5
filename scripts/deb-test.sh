#!/usr/bin/env bash
# Installs a built textsense .deb with apt-get (its Depends: resolved from Debian), runs `textsense --version`,
# a detection and a correction from /tmp, checks the man page and completions landed, then removes the package.
#   scripts/deb-test.sh textsense_0.2.0_amd64.deb
set -euo pipefail
deb=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
sudo=""; [ "$(id -u)" -ne 0 ] && sudo="sudo"
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get install -y -qq --no-install-recommends "$deb" >&2
fail() { echo "deb-test: FAIL — $*" >&2; $sudo apt-get remove -y -qq textsense >&2 || true; exit 1; }
cd /tmp
[ "$(command -v textsense)" = /usr/bin/textsense ] || fail "textsense is not /usr/bin/textsense"
textsense --version | grep -q "^textsense $(dpkg-deb -f "$deb" Version) " || fail "--version: $(textsense --version)"
echo 'Write to ana@example.com' | textsense detect | grep -q '"type":"email"' || fail "detect"
[ "$(echo 'I want to by a car' | textsense correct --format text)" = "I want to buy a car" ] || fail "correct"
for f in /usr/share/man/man1/textsense.1.gz /usr/share/bash-completion/completions/textsense \
         /usr/share/zsh/vendor-completions/_textsense /usr/share/fish/vendor_completions.d/textsense.fish \
         /usr/share/textsense/en.lex /usr/share/doc/textsense/copyright; do
  [ -f "$f" ] || fail "$f missing"
done
$sudo apt-get remove -y -qq textsense >&2
[ ! -e /usr/bin/textsense ] && [ ! -e /usr/share/textsense ] || fail "files left after apt-get remove"
echo "deb-test: passed"
