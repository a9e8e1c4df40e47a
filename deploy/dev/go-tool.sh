# Sourced by temporal.sh and minio.sh. `go_tool NAME PACKAGE@VERSION` prints the path of a Go-built
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
