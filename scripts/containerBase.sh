#!/bin/sh
# Builds and starts the container files with Debian's podman on a machine that reaches no image
# registry, only Debian's mirror and npm: the base image (Debian bookworm from debootstrap, plus
# this machine's Node) is made locally and passed to the Dockerfile as NODE_IMAGE. Run as root.
#   sh scripts/containerBase.sh            base image + app image
# Needs: debootstrap, podman, runc (this machine's cgroups v1 hybrid mode is not one crun takes).
set -eu

BASE=localhost/liasse-node:20-bookworm
ROOTFS=${ROOTFS:-/tmp/liasse-rootfs}
# A host without CAP_SYS_RESOURCE cannot raise the limits podman asks for by default.
PODMAN="podman --runtime runc"
LIMITS="--ulimit nofile=10000:10000 --ulimit nproc=10000:10000"

if ! podman image exists "$BASE"; then
  [ -x "$ROOTFS/bin/sh" ] || debootstrap --variant=minbase bookworm "$ROOTFS" http://deb.debian.org/debian
  # Node as node:20-bookworm-slim has it: this machine's build (glibc of bookworm), npm beside it.
  node_bin=$(readlink -f "$(command -v node)")
  npm_dir=$(dirname "$(dirname "$(readlink -f "$(command -v npm)")")")
  install -D "$node_bin" "$ROOTFS/usr/local/bin/node"
  mkdir -p "$ROOTFS/usr/local/lib/node_modules"
  rm -rf "$ROOTFS/usr/local/lib/node_modules/npm"
  cp -a "$npm_dir" "$ROOTFS/usr/local/lib/node_modules/npm"
  ln -sf ../lib/node_modules/npm/bin/npm-cli.js "$ROOTFS/usr/local/bin/npm"
  ln -sf ../lib/node_modules/npm/bin/npx-cli.js "$ROOTFS/usr/local/bin/npx"
  # This machine's certificate authorities (a TLS-inspecting egress proxy may sign npm's registry):
  # kept apart from Debian's bundle, which apt-get rebuilds, and handed to node and npm.
  install -D -m 644 /etc/ssl/certs/ca-certificates.crt "$ROOTFS/usr/local/share/host-ca.crt"
  tar -C "$ROOTFS" -c . | podman import \
    --change 'ENV NODE_EXTRA_CA_CERTS=/usr/local/share/host-ca.crt' \
    --change 'ENV npm_config_cafile=/usr/local/share/host-ca.crt' \
    --change 'CMD ["node"]' - "$BASE"
fi

# shellcheck disable=SC2086 # LIMITS is two options
$PODMAN build --format docker --network host $LIMITS --build-arg NODE_IMAGE="$BASE" -t localhost/liasse:latest .
