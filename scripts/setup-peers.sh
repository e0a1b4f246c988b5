#!/usr/bin/env bash
# Installs the peer libraries the corpus benchmark compares against into a private virtualenv
# (.venv-peers, gitignored) and Debian's hunspell with its en/ru/pt/de/fr/es dictionaries.
# Nothing in the tests needs these; `textsense-bench run --peers` uses them when present.
set -euo pipefail
cd "$(dirname "$0")/.."
PY=${PYTHON:-python3}
if [ ! -x .venv-peers/bin/python ]; then
    "$PY" -m venv .venv-peers
fi
.venv-peers/bin/pip install --quiet --upgrade pip
.venv-peers/bin/pip install --quiet phonenumbers linkify-it-py dateparser pyap symspellpy price-parser quantulum3
if command -v apt-get >/dev/null && [ "$(id -u)" = 0 ]; then
    apt-get install -y -q hunspell hunspell-en-us hunspell-ru hunspell-pt-br hunspell-de-de hunspell-fr hunspell-es >/dev/null || \
        echo "note: hunspell dictionaries could not be installed; the hunspell peer will be skipped" >&2
fi
.venv-peers/bin/python -c "import phonenumbers, linkify_it, dateparser, pyap, symspellpy, price_parser, quantulum3; print('peers ready')"
