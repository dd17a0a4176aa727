#!/usr/bin/env bash
# Runs a command as on a machine that has only Node (issue 34): in a mount namespace of its own,
# with empty files bind-mounted over the programs npm cannot bring (chromium and its kin,
# Ghostscript, poppler, nginx), empty folders over Playwright's browser cache and the Nanum and
# Noto font folders, and without the test services (TEST_DATABASE_URL, TEST_REDIS_URL unset: a
# fresh machine has none). Only what exists is covered; nothing outside the namespace changes.
#
# Usage: .ci/hide-tools.sh COMMAND [ARGS...]   (as root: unshare -m needs it)
set -uo pipefail

if [ "${NOBID_TOOLS_HIDDEN:-}" != 1 ]; then
  exec unshare --mount --propagation private env NOBID_TOOLS_HIDDEN=1 bash "$0" "$@"
fi

stand_in=$(mktemp -d)
: >"$stand_in/program" # empty, mode 600: neither a program nor executable
chmod 600 "$stand_in/program"
mkdir "$stand_in/folder"

hidden=()
cover() { # cover PATH: an empty file over a file, an empty folder over a folder
  local path=$1
  if [ -d "$path" ]; then
    mount --bind "$stand_in/folder" "$path" && hidden+=("$path")
  elif [ -e "$path" ]; then
    mount --bind "$stand_in/program" "$path" && hidden+=("$path")
  fi
}

programs=(chromium chromium-browser google-chrome google-chrome-stable chrome gs pdftotext pdffonts pdfinfo pdftoppm nginx)
IFS=: read -r -a dirs <<<"${PATH}:/usr/sbin:/usr/bin:/snap/bin"
declare -A seen=()
for dir in "${dirs[@]}"; do
  for name in "${programs[@]}"; do
    path=$dir/$name
    [ -e "$path" ] || continue
    real=$(realpath "$path")
    [ -n "${seen[$real]:-}" ] && continue
    seen[$real]=1
    cover "$real"
  done
done
for path in /usr/lib/chromium /opt/google/chrome "${PLAYWRIGHT_BROWSERS_PATH:-$HOME/.cache/ms-playwright}" \
  /usr/share/fonts/truetype/nanum /usr/share/fonts/opentype/noto /usr/share/fonts/truetype/noto; do
  cover "$path"
done

unset TEST_DATABASE_URL TEST_REDIS_URL NOBID_CHROMIUM NOBID_GS NGINX
echo "ci: only Node: hidden ${hidden[*]:-nothing (none of them is installed)}; TEST_DATABASE_URL, TEST_REDIS_URL, NOBID_CHROMIUM, NOBID_GS and NGINX unset"
"$@"
status=$?
rm -rf "$stand_in" # the mounts go with the namespace; the files under them are kept alive until then
exit $status
