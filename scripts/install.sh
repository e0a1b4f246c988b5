#!/usr/bin/env bash
# Installs the `textsense` command with its data, man page and shell completions:
#   <prefix>/bin/textsense                                  release build, Swift runtime linked statically
#   <prefix>/share/textsense/                               spelling data (en.lex, …) and install-manifest.txt
#   <prefix>/share/man/man1/textsense.1                     `textsense --generate-man`
#   <prefix>/share/bash-completion/completions/textsense    `textsense --generate-completion bash`
#   <prefix>/share/zsh/site-functions/_textsense            … zsh (share/zsh/vendor-completions for /usr)
#   <prefix>/share/fish/vendor_completions.d/textsense.fish … fish
# The binary finds its data in ../share/textsense relative to itself (TEXTSENSE_DATA_DIR overrides it).
#   scripts/install.sh [--prefix DIR]               # default /usr/local
#   scripts/install.sh --uninstall [--prefix DIR]   # removes exactly the files and folders the install made
#   scripts/install.sh --prefix /usr --destdir DIR  # stage under DIR (for packaging; no manifest)
# TEXTSENSE_BUILD_DIR=DIR installs from an existing release build folder instead of building.
set -euo pipefail
cd "$(dirname "$0")/.."
prefix=/usr/local destdir="" uninstall=0
while (($#)); do
  case "$1" in
    --prefix) prefix=${2:?--prefix needs a folder}; shift 2 ;;
    --prefix=*) prefix=${1#--prefix=}; shift ;;
    --destdir) destdir=${2:?--destdir needs a folder}; shift 2 ;;
    --uninstall) uninstall=1; shift ;;
    -h|--help) sed -n '2,14p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "install.sh: unknown argument '$1'" >&2; exit 64 ;;
  esac
done
case "$prefix" in /*) ;; *) prefix="$PWD/$prefix" ;; esac
root="$destdir$prefix"
manifest="$root/share/textsense/install-manifest.txt"

if ((uninstall)); then
  [ -f "$manifest" ] || { echo "install.sh: no $manifest: nothing installed there by this script" >&2; exit 66; }
  # Files first, then the folders the install created, deepest first, each only when empty.
  while IFS=' ' read -r kind path; do
    [ "$kind" = file ] && rm -f -- "$path"
  done < "$manifest"
  dirs=$(awk '$1 == "dir" { print $2 }' "$manifest" | sort -r)
  rm -f -- "$manifest"
  for d in $dirs; do rmdir -- "$d" 2>/dev/null || true; done
  echo "textsense uninstalled from $prefix" >&2
  exit 0
fi

if [ -n "${TEXTSENSE_BUILD_DIR:-}" ]; then
  bin=$TEXTSENSE_BUILD_DIR
else
  swift build -c release --static-swift-stdlib --product textsense >&2
  bin=$(swift build -c release --static-swift-stdlib --show-bin-path)
fi
data="$bin/TextSense_TextSense.resources/Dictionaries"
[ -x "$bin/textsense" ] && [ -d "$data" ] || { echo "install.sh: no textsense build in $bin" >&2; exit 66; }

zsh_dir=share/zsh/site-functions
[ "$prefix" = /usr ] && zsh_dir=share/zsh/vendor-completions
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
"$bin/textsense" --generate-man > "$tmp/textsense.1"
for shell in bash zsh fish; do "$bin/textsense" --generate-completion "$shell" > "$tmp/completion.$shell"; done

record=()   # manifest lines: "dir PATH" for folders created, "file PATH" for files written
makedir() {
  local d=$1 missing=()
  while [ ! -d "$d" ]; do missing=("$d" "${missing[@]}"); d=$(dirname "$d"); done
  for d in "${missing[@]}"; do mkdir -- "$d"; record+=("dir $d"); done
}
put() {  # put MODE SOURCE DEST
  makedir "$(dirname "$3")"
  install -m "$1" -- "$2" "$3"
  record+=("file $3")
}
put 755 "$bin/textsense" "$root/bin/textsense"
for f in "$data"/*; do put 644 "$f" "$root/share/textsense/$(basename "$f")"; done
put 644 "$tmp/textsense.1" "$root/share/man/man1/textsense.1"
put 644 "$tmp/completion.bash" "$root/share/bash-completion/completions/textsense"
put 644 "$tmp/completion.zsh" "$root/$zsh_dir/_textsense"
put 644 "$tmp/completion.fish" "$root/share/fish/vendor_completions.d/textsense.fish"
if [ -z "$destdir" ]; then
  printf '%s\n' "${record[@]}" > "$manifest"
  echo "textsense $("$root/bin/textsense" --version | cut -d' ' -f2) installed in $prefix (uninstall: scripts/install.sh --uninstall --prefix $prefix)" >&2
fi
