# Sourced by temporal.sh, minio.sh, deploy/tools.sh and .ci/run. `go_tool NAME PACKAGE@VERSION` prints the path of a Go-built
# server: on the PATH, or in $(go env GOPATH)/bin, or built there from the Go module proxy (a few
# minutes). A build of it already running (another script, a provisioning step) is waited for (up
# to 20 min) rather than started twice. Messages go to stderr; only the path goes to stdout.
go_tool() {
  local name=$1 package=$2 bin path=''
  bin="$(go env GOPATH 2>/dev/null || echo "$HOME/go")/bin/$name"
  locate() {
    path=$(command -v "$name" || true)
    if [ -z "$path" ] && [ -x "$bin" ]; then path=$bin; fi
  }
  locate
  if [ -z "$path" ] && pgrep -f "go install ${package%@*}" > /dev/null; then
    echo "Waiting for the $name build already in progress" >&2
    for _ in $(seq 1 1200); do
      pgrep -f "go install ${package%@*}" > /dev/null || break
      sleep 1
    done
    locate
  fi
  if [ -z "$path" ]; then
    echo "Building $name from the Go module proxy (a few minutes)" >&2
    go install "$package" >&2 || return 1
    path=$bin
  fi
  echo "$path"
}

# The pinned Go-built servers and tools (`go_pinned NAME` builds or finds one; .ci/run starts every
# build at once, alongside the Debian and npm installs):
#   temporal: v1.5.1, as later tags cannot be `go install`ed;
#   minio: the pseudo-version `@latest` resolved to when it was added, so every machine builds the same;
#   kubeconform: as deploy/src/validate/sources.ts pins it.
GO_PINNED_TOOLS="temporal minio kubeconform"
go_pinned() {
  case "$1" in
    temporal) go_tool temporal github.com/temporalio/cli/cmd/temporal@v1.5.1 ;;
    minio) go_tool minio github.com/minio/minio@v0.0.0-20260212201848-7aac2a2c5b7c ;;
    kubeconform) go_tool kubeconform github.com/yannh/kubeconform/cmd/kubeconform@v0.8.0 ;;
    *) echo "go_pinned: no pin for $1" >&2; return 1 ;;
  esac
}
