# Puts Node.js 22 LTS first on PATH when this shell's Node is older than the project needs (22.12),
# taking it from the npm registry's node-<os>-<arch> package (no other download). Source it from the
# project's root: `. scripts/use-node-22.sh` (Linux and macOS; .ci/run does). Where Node is recent
# enough it changes nothing. The copy is kept in NODE22_PREFIX (default ~/.cache/agency-review-console).
arc_node_ok() {
  command -v node >/dev/null 2>&1 &&
    node -e 'const [a, b] = process.versions.node.split(".").map(Number); process.exit(a > 22 || (a === 22 && b >= 12) ? 0 : 1)'
}

if ! arc_node_ok; then
  arc_major=$(tr -d '[:space:]v' < .nvmrc)
  case "$(uname -m)" in
    x86_64 | amd64) arc_arch=x64 ;;
    aarch64 | arm64) arc_arch=arm64 ;;
    *) arc_arch=$(uname -m) ;;
  esac
  arc_package="node-$(uname -s | tr '[:upper:]' '[:lower:]')-$arc_arch"
  arc_prefix="${NODE22_PREFIX:-$HOME/.cache/agency-review-console/node$arc_major}"
  if [ ! -x "$arc_prefix/node_modules/$arc_package/bin/node" ]; then
    echo "Installing Node.js $arc_major ($arc_package) into $arc_prefix" >&2
    mkdir -p "$arc_prefix"
    npm install --prefix "$arc_prefix" --no-save --no-package-lock --no-audit --no-fund \
      "$arc_package@$arc_major" >&2
  fi
  PATH="$arc_prefix/node_modules/$arc_package/bin:$PATH"
  export PATH
  if arc_node_ok; then
    echo "Using Node.js $(node -v) from $arc_prefix" >&2
  else
    echo "Could not put Node.js $arc_major first on PATH (see above); install Node 22 LTS yourself." >&2
    return 1 2>/dev/null || exit 1
  fi
fi
unset -f arc_node_ok
