#!/usr/bin/env bash
# Makes sure PostgreSQL (127.0.0.1:5432) and NATS with JetStream (127.0.0.1:4222) answer, starting
# them with this machine's commands when they do not.
set -euo pipefail

answers() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

wait_for() { # name port
  for _ in $(seq 1 60); do answers "$2" && return 0; sleep 0.5; done
  echo "$1 did not start on 127.0.0.1:$2" >&2
  exit 1
}

if ! answers 5432; then
  echo "Starting PostgreSQL"
  pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql)" main start
fi
wait_for PostgreSQL 5432
for _ in $(seq 1 60); do pg_isready -q -h 127.0.0.1 -p 5432 && break; sleep 0.5; done

if ! answers 4222; then
  echo "Starting NATS"
  start-stop-daemon --start --oknodo --background --exec /usr/sbin/nats-server -- -a 127.0.0.1 -p 4222 -js -sd /var/lib/nats-server -l /var/log/nats-server.log
fi
wait_for NATS 4222
echo "PostgreSQL and NATS are running"
