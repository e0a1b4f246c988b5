#!/usr/bin/env bash
# Builds textsense_<version>_<arch>.deb with dpkg-deb (no network): the statically linked release binary
# (stripped), its spelling data in /usr/share/textsense, the man page (gzipped), bash/zsh/fish completions,
# the copyright file in DEP-5 format generated from the README's data-sources table, and the Debian changelog
# (TEXTSENSE_MAINTAINER="Name <email>" names the maintainer).
# Depends: comes from dpkg-shlibdeps on the binary (libicu72, libphonenumber8, …), never written by hand.
#   scripts/package-deb.sh [OUTDIR]     # default: the repository root
# TEXTSENSE_BUILD_DIR=DIR packages an existing release build folder (built with --static-swift-stdlib).
set -euo pipefail
cd "$(dirname "$0")/.."
out=$(cd "${1:-.}" && pwd)
if [ -n "${TEXTSENSE_BUILD_DIR:-}" ]; then
  build=$TEXTSENSE_BUILD_DIR
else
  swift build -c release --static-swift-stdlib --product textsense >&2
  build=$(swift build -c release --static-swift-stdlib --show-bin-path)
fi
version=$("$build/textsense" --version | cut -d' ' -f2)
arch=$(dpkg --print-architecture)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
root="$work/root"

TEXTSENSE_BUILD_DIR="$build" scripts/install.sh --prefix /usr --destdir "$root" >&2
strip --strip-unneeded --remove-section=.comment --remove-section=.note "$root/usr/bin/textsense"
gzip -9n "$root/usr/share/man/man1/textsense.1"
doc="$root/usr/share/doc/textsense"
mkdir -p "$doc"
stamp=$(git log -1 --format=%ct 2>/dev/null || date +%s)
python3 scripts/deb/copyright.py README.md "$(date -u -d "@$stamp" +%Y)" > "$doc/copyright"
date=$(date -u -R -d "@$stamp")
maintainer=${TEXTSENSE_MAINTAINER:-TextSense maintainers <maintainers@textsense.example.org>}
cat > "$work/changelog.Debian" <<CHANGES
textsense ($version) unstable; urgency=medium

  * Release $version; the changes are listed in the project's CHANGELOG.md.

 -- $maintainer  $date
CHANGES
# A native package (no Debian revision): its changelog is changelog.gz.
gzip -9nc "$work/changelog.Debian" > "$doc/changelog.gz"
find "$root" -type d -exec chmod 755 {} +

# Runtime dependencies of the binary, as dpkg-shlibdeps derives them from the libraries it links.
mkdir -p "$work/src/debian"
printf 'Source: textsense\n\nPackage: textsense\nArchitecture: any\n' > "$work/src/debian/control"
depends=$(cd "$work/src" && dpkg-shlibdeps -O "$root/usr/bin/textsense" 2>/dev/null | sed -n 's/^shlibs:Depends=//p')
[ -n "$depends" ] || { echo "package-deb.sh: dpkg-shlibdeps found no dependencies" >&2; exit 70; }

mkdir -p "$root/DEBIAN"
size=$(du -sk --exclude=DEBIAN "$root" | cut -f1)
cat > "$root/DEBIAN/control" <<CONTROL
Package: textsense
Version: $version
Architecture: $arch
Maintainer: $maintainer
Installed-Size: $size
Depends: $depends
Section: text
Priority: optional
Description: find data in text: links, emails, phones, addresses, dates, money
 textsense finds data in text the way Apple's data detectors do (links,
 emails, phone numbers, postal addresses, dates and events, money,
 quantities, tracking and flight numbers) in English, Russian, Portuguese,
 German, French and Spanish, and capitalizes, autocorrects, tokenizes, wraps
 and validates text. It reads files or standard input and writes JSON lines,
 text, HTML, vCard or iCalendar; it also runs a language server for editors
 and a small terminal editor.
CONTROL
(cd "$root" && find usr -type f -exec md5sum {} + | sort -k2) > "$root/DEBIAN/md5sums"
chmod 644 "$root/DEBIAN/control" "$root/DEBIAN/md5sums"
deb="$out/textsense_${version}_${arch}.deb"
dpkg-deb --root-owner-group -Zxz -z6 --build "$root" "$deb" >&2
echo "$deb"
