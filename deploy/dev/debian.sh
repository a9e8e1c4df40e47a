# Sourced by .ci/run and deploy/dev/bench.sh: installs the Debian packages a run needs beyond the
# machine's base (PostgreSQL, NATS, Go and Node are there). `debian_packages PKG...` installs those
# missing, once; the apt output goes to .run/apt.log. Without root it uses `sudo -n` where that works,
# and otherwise says which packages are missing and fails, so the caller can report why.
debian_packages() {
  local pkg missing=() sudo=()
  for pkg in "$@"; do dpkg -s "$pkg" > /dev/null 2>&1 || missing+=("$pkg"); done
  [ ${#missing[@]} -eq 0 ] && return 0
  if [ "$(id -u)" != 0 ]; then
    if sudo -n true 2> /dev/null; then sudo=(sudo -n); else
      echo "Debian packages missing and no root to install them: ${missing[*]}" >&2
      return 1
    fi
  fi
  echo "Installing Debian packages: ${missing[*]}"
  mkdir -p .run
  # Another run (a second worktree's .ci/run) may hold dpkg's lock: wait for it rather than fail.
  "${sudo[@]}" apt-get -o DPkg::Lock::Timeout=600 update -qq > .run/apt.log 2>&1 &&
    DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get -o DPkg::Lock::Timeout=600 install -y -qq --no-install-recommends "${missing[@]}" >> .run/apt.log 2>&1 || {
    echo "Installing ${missing[*]} failed; see .run/apt.log" >&2
    return 1
  }
}
