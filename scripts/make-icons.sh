#!/bin/sh
# Renders the app's icons from resources/icon.svg. Run once by hand when the icon changes and commit
# the results, so a build needs nothing from the internet. Never part of npm test.
# Needs: rsvg-convert, ImageMagick's convert, png2icns (Debian: librsvg2-bin imagemagick icnsutils).
set -eu
cd "$(dirname "$0")/.."
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

for size in 16 24 32 48 64 128 256 512 1024; do
  rsvg-convert -w "$size" -h "$size" resources/icon.svg -o "$tmp/$size.png"
done

# Linux: one PNG per size, used as they are (resources/icons/NxN.png).
mkdir -p resources/icons
for size in 16 32 48 64 128 256 512 1024; do
  cp "$tmp/$size.png" "resources/icons/${size}x${size}.png"
done

# Windows: 16 to 256 px in one .ico (the installers, the .exe and the MSI use it).
convert "$tmp/16.png" "$tmp/24.png" "$tmp/32.png" "$tmp/48.png" "$tmp/64.png" "$tmp/128.png" "$tmp/256.png" \
  resources/icon.ico

# macOS: 16 to 1024 px in one .icns.
png2icns resources/icon.icns "$tmp/16.png" "$tmp/32.png" "$tmp/48.png" "$tmp/128.png" "$tmp/256.png" \
  "$tmp/512.png" "$tmp/1024.png"

# The 1024 px PNG, for anything else that wants one.
cp "$tmp/1024.png" resources/icon.png
echo "Icons written to resources/: icon.ico, icon.icns, icon.png (1024 px), icons/NxN.png"
