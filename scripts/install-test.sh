#!/usr/bin/env bash
# Proves an installed textsense stands alone: installs a copy of the release build into a temporary prefix
# with scripts/install.sh, deletes the copy, and from another folder, with a clean environment, runs every
# command (detect, correct in all six languages, tokenize, capitalize, wrap, validate, edit through tmux,
# lsp), reads the man page with man -l, loads the bash completion, then uninstalls and checks that nothing
# is left. TEXTSENSE_BUILD_DIR=DIR uses an existing release build folder (otherwise it builds one).
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$PWD
if [ -n "${TEXTSENSE_BUILD_DIR:-}" ]; then
  build=$TEXTSENSE_BUILD_DIR
else
  swift build -c release --static-swift-stdlib --product textsense >&2
  build=$(swift build -c release --static-swift-stdlib --show-bin-path)
fi
work=$(mktemp -d)
trap 'tmux -L textsense-install kill-server 2>/dev/null || true; rm -rf "$work"' EXIT
mkdir -p "$work/copy" "$work/elsewhere"
cp -a "$build/textsense" "$build/TextSense_TextSense.resources" "$work/copy/"
TEXTSENSE_BUILD_DIR="$work/copy" scripts/install.sh --prefix "$work/prefix"
rm -rf "$work/copy"

fail() { echo "install-test: FAIL — $*" >&2; exit 1; }
ts() { (cd "$work/elsewhere" && env -i PATH="$work/prefix/bin:/usr/bin:/bin" HOME="$work" LANG=C.UTF-8 textsense "$@"); }
expect() {  # expect WHAT EXPECTED ACTUAL
  case "$3" in *"$2"*) echo "ok: $1" ;; *) fail "$1: expected '$2' in: $3" ;; esac
}

expect "--version" "textsense $(grep -o '"[0-9.]*"' "$repo/Sources/TextSense/Core/Version.swift" | tr -d '"')" "$(ts --version)"
expect "detect" '"type":"email"' "$(echo 'Mail ana@example.com tomorrow at 10' | ts detect --now 2026-11-29T10:00:00Z --time-zone UTC)"
expect "detect date" '"type":"date"' "$(echo 'Mail ana@example.com tomorrow at 10' | ts detect --now 2026-11-29T10:00:00Z --time-zone UTC)"
expect "correct en" "I want to buy" "$(echo 'I want to by a car' | ts correct --format text)"
# Each language's dictionary loads: the misspelling is found with the right first suggestion.
expect "correct de" '"suggestions":["Fehler"' "$(echo 'Ich habe einen Fehller gemacht' | ts correct --locale de)"
expect "correct fr" "Je suis très content" "$(echo 'Je suis trés contnet' | ts correct --locale fr --format text)"
expect "correct es" '"gracias"' "$(echo 'Muchas grasias por la ayuda' | ts correct --locale es)"
expect "correct pt" "Muito obrigado pela ajuda" "$(echo 'Muito obrigado pela ajdua' | ts correct --locale pt --format text)"
expect "correct ru" "Большое спасибо за помощь" "$(echo 'Большое спасибо за помошь' | ts correct --locale ru --format text)"
expect "tokenize" '"kind":"word"' "$(echo 'Hello world' | ts tokenize --unit word)"
expect "capitalize" "Hello. World" "$(echo 'hello. world' | ts capitalize --mode sentences)"
expect "wrap" $'one two\nthree' "$(echo 'one two three' | ts wrap --width 8)"
expect "validate" '"valid":true' "$(echo 'ana@example.com' | ts validate --as email)"
expect "lsp --help" "usage: textsense lsp" "$(ts lsp --help)"
if command -v tmux >/dev/null; then
  # The editor on a real terminal (a tmux pane): type a misspelled word, end the text with Ctrl-D.
  tmux -L textsense-install new-session -d -x 80 -y 24 \
    "cd '$work/elsewhere' && env -i PATH='$work/prefix/bin:/usr/bin:/bin' HOME='$work' LANG=C.UTF-8 TERM=xterm textsense edit > '$work/edited.txt'; touch '$work/edit.done'"
  sleep 1
  tmux -L textsense-install send-keys -l 'teh cat '
  sleep 1
  tmux -L textsense-install send-keys C-d
  for _ in $(seq 50); do [ -e "$work/edit.done" ] && break; sleep 0.2; done
  expect "edit" "The cat" "$(cat "$work/edited.txt")"
else
  echo "install-test: tmux missing, edit not driven (scripts/setup.sh installs it)" >&2
fi
expect "man -l" "textsense detect" "$(MANWIDTH=100 man -l -P cat "$work/prefix/share/man/man1/textsense.1" 2>&1)"
expect "bash completion" "detect" "$(bash -c "source '$work/prefix/share/bash-completion/completions/textsense'; COMP_WORDS=(textsense det); COMP_CWORD=1; _textsense; echo \${COMPREPLY[*]}")"

# The data folder is what makes correct work: without it, an error (not a crash); TEXTSENSE_DATA_DIR finds it.
mv "$work/prefix/share/textsense" "$work/data"
set +e; out=$(echo 'teh' | ts correct 2>&1); status=$?; set -e
[ "$status" -ne 0 ] && [ "$status" -lt 128 ] || fail "correct without its data exited $status: $out"
expect "missing data is an error" "TEXTSENSE_DATA_DIR" "$out"
expect "TEXTSENSE_DATA_DIR" "the" "$(echo 'teh' | (cd "$work/elsewhere" && env -i PATH="$work/prefix/bin:/usr/bin:/bin" TEXTSENSE_DATA_DIR="$work/data" textsense correct --format text))"
mv "$work/data" "$work/prefix/share/textsense"

scripts/install.sh --uninstall --prefix "$work/prefix"
[ ! -e "$work/prefix" ] || fail "left after uninstall: $(find "$work/prefix")"
echo "install-test: passed"
