# Sourced by up.sh: the project's own services on the cluster, from the `npm run build:services`
# bundles as the production image runs them (`node <SERVICE_NODE_OPTIONS> dist/<bundle>`), configured
# as deploy/k8s configures them: the migrate Job first, then the identity provider, 2 API replicas
# and 2 authorizer replicas (HAProxy balances them on :4000 and :4300 by their /readyz), 2
# projection runners and 2 workflow workers. Secrets are made per cluster.
APP_SECRETS=(PII_MASTER_KEY PII_HASH_KEY WEBHOOK_SECRET_KEY RECEIPTS_MAIL_SECRET CARD_VAULT_KEY CARD_CVV_KEY BANK_TOKEN_KEY)

apps_secrets() {
  local name
  {
    for name in "${APP_SECRETS[@]}"; do echo "$name=$(openssl rand -hex 32)"; done
    echo "STORAGE_SIGNING_KEY=$(openssl rand -hex 24)"
    echo "IDENTITY_ADMIN_SECRET=$(openssl rand -hex 24)"
    echo "SPEND_API_DB_PASSWORD=$(openssl rand -hex 16)"
    echo "SPEND_IDENTITY_DB_PASSWORD=$(openssl rand -hex 16)"
    echo "SPEND_PROJECTOR_DB_PASSWORD=$(openssl rand -hex 16)"
    echo "AUTHORIZER_SECRET=$(openssl rand -hex 16)"
  } >> "$STATE/secrets.env"
}

# Settings every service reads (deploy/k8s/config.yaml's ConfigMap, with this cluster's addresses).
apps_env() {
  local issuer="http://$(ip_of identity):4100"
  echo NODE_ENV=production LOG_LEVEL=info
  # Every node as a seed: a process that starts while one is cut off connects to another.
  echo "NATS_URL=nats://$(ip_of nats1):4222,nats://$(ip_of nats2):4222,nats://$(ip_of nats3):4222"
  echo "TEMPORAL_ADDRESS=$(temporal_address)" TEMPORAL_NAMESPACE=default TEMPORAL_TASK_QUEUE=spend
  echo "OIDC_ISSUER=$issuer" "JWKS_URL=$issuer/jwks" "IDENTITY_URL=$issuer" "IDENTITY_ISSUER=$issuer"
  echo "IDENTITY_OUTBOX_DIR=$STATE/apps/outbox" "SNAPSHOT_DIR=$STATE/apps/snapshots"
  echo STORAGE_DRIVER=local "STORAGE_LOCAL_DIR=$STATE/apps/files"
  local name
  for name in "${APP_SECRETS[@]}" STORAGE_SIGNING_KEY IDENTITY_ADMIN_SECRET; do echo "$name=${!name}"; done
}

# `app_start NODE BUNDLE VAR=VALUE...`: one service process in NODE's namespace, with the image's Node
# options (SERVICE_NODE_OPTIONS, deploy/src/dockerfile.test.ts); BUNDLE may start with flags of its
# own, as the projections' --single-threaded-gc in deploy/k8s.
app_start() {
  local node=$1 bundle=$2 flags=''
  shift 2
  [[ $bundle == *' '* ]] && flags=${bundle% *}
  # shellcheck disable=SC2046,SC2086
  start_supervised "$node" "$STATE/logs/$node.log" env $(apps_env) "$@" "$NODE_BIN" --enable-source-maps --min-semi-space-size=16 --max-semi-space-size=16 $flags "$REPO/dist/${bundle##* }"
}

app_ready() { wait_until 120 "$1 to be ready" http_ok "http://$(ip_of "$1"):$2/readyz"; }

apps_start() {
  REPO=$(cd ../.. && pwd)
  NODE_BIN=$(cd "$REPO" && source deploy/dev/node.sh && node_ensure && command -v node)
  (cd "$REPO" && "$NODE_BIN" node_modules/.bin/tsx services/eventstore/src/build/cli.ts dist) >> "$STATE/logs/build.log" 2>&1 ||
    die "npm run build:services failed; see $STATE/logs/build.log"
  apps_secrets
  # shellcheck disable=SC1091
  source "$STATE/secrets.env"
  mkdir -p "$STATE/apps/outbox" "$STATE/apps/snapshots" "$STATE/apps/files"
  local db="$(ip_of haproxy):5000/spend"
  MIGRATION_DATABASE_URL="postgres://postgres:$PG_SUPERUSER_PASSWORD@$db" "$NODE_BIN" "$REPO/dist/projections.src.cli.migrate.mjs" \
    >> "$STATE/logs/migrate.log" 2>&1 || die "the migration failed; see $STATE/logs/migrate.log"
  # The migrations make the roles; the cluster gives them passwords (the CloudNativePG operator's part in deploy/k8s).
  psql -qX -v ON_ERROR_STOP=1 "postgres://postgres:$PG_SUPERUSER_PASSWORD@$db" \
    -c "ALTER ROLE spend_api PASSWORD '$SPEND_API_DB_PASSWORD'" -c "ALTER ROLE spend_identity PASSWORD '$SPEND_IDENTITY_DB_PASSWORD'" \
    -c "ALTER ROLE spend_projector PASSWORD '$SPEND_PROJECTOR_DB_PASSWORD'"
  # The web app behind HAProxy (web.sh) is where sign-ins come back to.
  app_start identity services.identity.src.main.mjs MALLOC_MMAP_THRESHOLD_=1048576 "IDENTITY_HOST=$(ip_of identity)" IDENTITY_PORT=4100 \
    "WEB_ORIGIN=http://$(ip_of haproxy):8080" "WEB_REDIRECT_URIS=http://$(ip_of haproxy):8080/callback" \
    "IDENTITY_DATABASE_URL=postgres://spend_identity:$SPEND_IDENTITY_DB_PASSWORD@$db"
  wait_until 60 "the identity provider" http_ok "http://$(ip_of identity):4100/jwks"
  local node api="postgres://spend_api:$SPEND_API_DB_PASSWORD@$db"
  for node in api1 api2; do
    app_start "$node" services.api.src.main.mjs "HOST=$(ip_of "$node")" PORT=4000 OTEL_SERVICE_NAME=api "DATABASE_URL=$api"
  done
  for node in authz1 authz2; do
    app_start "$node" services.authorizer.src.main.mjs "HOST=$(ip_of "$node")" AUTHORIZER_PORT=4300 \
      OTEL_SERVICE_NAME=authorizer "DATABASE_URL=$api" "AUTHORIZER_SECRET=$AUTHORIZER_SECRET"
  done
  # The runner applies the migrations at start too (projections/src/main.ts), as the owner: without
  # MIGRATION_DATABASE_URL it would try its default, 127.0.0.1 (deploy/k8s/projections.yaml sets none).
  for node in proj1 proj2; do
    app_start "$node" "--single-threaded-gc projections.src.main.mjs" "HEALTH_HOST=$(ip_of "$node")" HEALTH_PORT=9464 \
      OTEL_SERVICE_NAME=projections "DATABASE_URL=postgres://spend_projector:$SPEND_PROJECTOR_DB_PASSWORD@$db" \
      "MIGRATION_DATABASE_URL=postgres://postgres:$PG_SUPERUSER_PASSWORD@$db"
  done
  for node in worker1 worker2; do
    app_start "$node" workflows.src.worker.mjs "HEALTH_HOST=$(ip_of "$node")" HEALTH_PORT=9464 OTEL_SERVICE_NAME=worker "DATABASE_URL=$api"
  done
  for node in api1 api2; do app_ready "$node" 4000; done
  for node in authz1 authz2; do app_ready "$node" 4300; done
  for node in proj1 proj2 worker1 worker2; do app_ready "$node" 9464; done
  wait_until 30 "HAProxy to route to both API replicas" haproxy_up api 2
  wait_until 30 "HAProxy to route to both authorizer replicas" haproxy_up authorizer 2
}
