#!/bin/sh
# Converts the English Hunspell dictionaries of the pinned npm packages dictionary-en (en-US) and
# dictionary-en-gb (en-GB) into Chromium's binary format (.bdic) in resources/dictionaries/, which the
# installers ship and the app gives to the spell-checker, so it never downloads one. Run once by hand
# after `npm ci` when either package's version changes, and commit the results, like make-icons.sh.
# Never part of npm test. Needs Chromium's own converter, qwebengine_convert_dict (Debian:
# qt6-webengine-dev-tools, installed here with apt-get when missing).
set -eu
cd "$(dirname "$0")/.."

find_converter() {
  for candidate in "$(command -v qwebengine_convert_dict || true)" \
    /usr/lib/qt6/libexec/qwebengine_convert_dict /usr/lib/qt5/bin/qwebengine_convert_dict; do
    if [ -n "$candidate" ] && [ -x "$candidate" ]; then
      echo "$candidate"
      return 0
    fi
  done
  return 1
}

if ! converter=$(find_converter); then
  sudo=''
  [ "$(id -u)" -eq 0 ] || sudo=sudo
  $sudo apt-get install -y --no-install-recommends qt6-webengine-dev-tools
  converter=$(find_converter)
fi

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
out=resources/dictionaries
mkdir -p "$out"
rm -f "$out"/*.bdic

# Chromium's file names carry its dictionary version (en-US-10-1.bdic): a file named otherwise is not
# found and would be downloaded. package language
set -- dictionary-en en-US-10-1 dictionary-en-gb en-GB-10-1
sources=''
while [ $# -gt 0 ]; do
  package=$1 name=$2
  shift 2
  dir="node_modules/$package"
  [ -f "$dir/index.dic" ] || { echo "Missing $dir: run npm ci first." >&2; exit 1; }
  version=$(node -p "require('./$dir/package.json').version")
  licence=$(node -p "require('./$dir/package.json').license")
  # The converter reads <name>.aff beside <name>.dic.
  cp "$dir/index.aff" "$tmp/$name.aff"
  cp "$dir/index.dic" "$tmp/$name.dic"
  "$converter" "$tmp/$name.dic" "$out/$name.bdic" >"$tmp/$name.log" 2>&1 || {
    cat "$tmp/$name.log" >&2
    exit 1
  }
  grep -q 'Success' "$tmp/$name.log" || { cat "$tmp/$name.log" >&2; exit 1; }
  cp "$dir/license" "$out/$name.LICENSE"
  sources="$sources- $name.bdic ($(wc -c <"$out/$name.bdic" | tr -d ' ') bytes): npm package $package@$version, licence $licence; its licence text is $name.LICENSE.
"
done

converter_version=$(dpkg-query -W -f='${Package} ${Version}' qt6-webengine-dev-tools 2>/dev/null || echo "$converter")
cat >"$out/README.md" <<EOF
# Spell-check dictionaries

Chromium's binary Hunspell dictionaries (.bdic), made by scripts/make-dictionaries.sh from the Hunspell
files (index.aff, index.dic) of these npm packages, with Chromium's converter qwebengine_convert_dict
($converter_version):

$sources
Both word lists come from SCOWL (http://wordlist.aspell.net), packaged by wooorm/dictionaries.
EOF
echo "Dictionaries written to $out/:"
ls -l "$out"
