#!/usr/bin/env bash
# Makes sure a MinIO server (the S3-compatible store the storage contract tests and STORAGE_DRIVER=s3
# use) answers on 127.0.0.1:9000 with fixed development credentials and the `spend-files` and
# `spend-test` buckets. MinIO is built from the Go module proxy when missing (a few minutes; pinned to
# the pseudo-version `@latest` resolved to when this was written, so every machine builds the same) and
# kept in $(go env GOPATH)/bin. Its data lives outside the checkout (MINIO_DATA_DIR, default
# ~/.local/share/spend/minio): the server outlives this script, and a checkout deleted under it
# would leave it answering health checks while refusing every write. Safe to run any number of times.
set -euo pipefail
cd "$(dirname "$0")/../.."

ADDRESS=127.0.0.1:9000
DATA_DIR=${MINIO_DATA_DIR:-$HOME/.local/share/spend/minio}
export MINIO_ROOT_USER=${MINIO_ROOT_USER:-spend-dev}
export MINIO_ROOT_PASSWORD=${MINIO_ROOT_PASSWORD:-spend-dev-secret}
source deploy/dev/go-tool.sh
MINIO=$(go_pinned minio)

live() { curl -fsS -o /dev/null "http://$ADDRESS/minio/health/live" 2> /dev/null; }

pid=
if ! live; then
  mkdir -p "$DATA_DIR" .run
  echo "Starting MinIO (log: .run/minio.log, data: $DATA_DIR)"
  MINIO_BROWSER=off setsid nohup "$MINIO" server --address "$ADDRESS" --quiet "$DATA_DIR" > .run/minio.log 2>&1 < /dev/null &
  pid=$!
fi
for _ in $(seq 1 120); do # up to a minute
  if live; then
    # The pinned SDK works on Node 20; its notice is about versions to come.
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED=true node_modules/.bin/tsx services/api/src/files/create-buckets.ts "http://$ADDRESS" spend-files spend-test
    echo "MinIO is running on $ADDRESS (user $MINIO_ROOT_USER; buckets spend-files, spend-test)"
    exit 0
  fi
  if [ -n "$pid" ] && ! kill -0 "$pid" 2> /dev/null; then
    echo "minio.sh: MinIO exited; last lines of .run/minio.log:" >&2
    tail -n 20 .run/minio.log >&2
    exit 1
  fi
  sleep 0.5
done
echo "minio.sh: MinIO did not become ready on $ADDRESS; see .run/minio.log" >&2
exit 1
