# Sourced by up.sh: the web app's server as deploy/k8s/web.yaml runs the spend-web image — the
# production build (`vite build`, VITE_OIDC_ISSUER the cluster's identity provider) served by nginx
# with deploy/web/default.conf.template, /graphql (HTTP and WebSocket) passed to the API replicas
# through HAProxy — and HAProxy in front of it on :8080, checking its /healthz.
WEB_URL="http://$(ip_of haproxy):8080"

web_start() {
  local dir="$STATE/web"
  mkdir -p "$dir/html" "$dir/tmp"
  (cd "$REPO/web" && VITE_OIDC_ISSUER="http://$(ip_of identity):4100" "$NODE_BIN" ../node_modules/.bin/vite build --outDir "$dir/html" --emptyOutDir) \
    >> "$STATE/logs/web-build.log" 2>&1 || die "the web build failed; see $STATE/logs/web-build.log"
  # As the image's entrypoint renders the template: API_UPSTREAM from the environment, here HAProxy.
  sed -e "s#\${API_UPSTREAM}#http://$(ip_of haproxy):4000#" -e "s#listen 8080;#listen $(ip_of web):8080;#" \
    -e "s#root /usr/share/nginx/html;#root $dir/html;#" "$REPO/deploy/web/default.conf.template" > "$dir/server.conf"
  cat > "$dir/nginx.conf" <<CONF
daemon off;
user www-data;
pid $dir/nginx.pid;
error_log stderr;
events {}
http {
  include /etc/nginx/mime.types;
  access_log off;
  client_body_temp_path $dir/tmp/body; proxy_temp_path $dir/tmp/proxy; fastcgi_temp_path $dir/tmp/fastcgi;
  uwsgi_temp_path $dir/tmp/uwsgi; scgi_temp_path $dir/tmp/scgi;
  include $dir/server.conf;
}
CONF
  chmod -R a+rX "$dir/html"
  start_supervised web "$STATE/logs/web.log" nginx -p "$dir" -c "$dir/nginx.conf"
  wait_until 30 "the web server" http_ok "http://$(ip_of web):8080/healthz"
  wait_until 30 "HAProxy to route to the web server" haproxy_up web 1
}
