#!/usr/bin/env bash
# What the manifest tests (deploy/src) need, all offline after the first run: kubeconform built from
# the Go module proxy (cached in $(go env GOPATH)/bin), and the JSON schemas of the pinned Kubernetes
# API, CloudNativePG's Cluster and the Compose format, made from their Go modules (deploy/src/validate/sources.ts)
# into .run/schemas. Safe to run any number of times; a second run takes a second.
set -euo pipefail
cd "$(dirname "$0")/.."
source deploy/dev/go-tool.sh
KUBECONFORM=$(go_pinned kubeconform)
node_modules/.bin/tsx deploy/src/validate/prepare.ts
echo "kubeconform: $KUBECONFORM"
