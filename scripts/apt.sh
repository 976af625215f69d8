# Sourced by scripts/setup.sh and scripts/setup-test.sh: `apt_want PKG...` installs the
# Debian packages among those that are not installed yet (as root, or with sudo), and
# says so; nothing when all are there, so the setup scripts stay safe to run again.
apt_want() {
    local sudo="" missing=() pkg
    [ "$(id -u)" -ne 0 ] && sudo="sudo"
    for pkg in "$@"; do
        if ! dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed"; then
            missing+=("$pkg")
        fi
    done
    if [ "${#missing[@]}" -gt 0 ]; then
        say "apt-get install ${missing[*]}"
        export DEBIAN_FRONTEND=noninteractive
        $sudo apt-get update -qq
        $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
    else
        say "Debian packages present: ${*:-none needed}"
    fi
}
