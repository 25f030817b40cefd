#!/bin/sh
# Builds a local stand-in for node:20-bookworm-slim from this machine's Node, for machines where no
# image registry is reachable: sh scripts/docker-local-base.sh node:20-bookworm-slim-local
# Build a minimal Node 20 root filesystem from this machine's Node, laid out like node:20-bookworm-slim
# (node in /usr/local/bin, npm in /usr/local/lib/node_modules/npm), and import it as a Docker image.
set -eu
ROOT=$(mktemp -d /tmp/nodebase.XXXXXX)
NODE=$(readlink -f "$(command -v node)")
NPM_DIR=$(dirname "$(dirname "$(readlink -f "$(command -v npm)")")")   # .../node_modules/npm

mkdir -p "$ROOT"/usr/bin "$ROOT"/usr/lib "$ROOT"/usr/lib64 "$ROOT"/usr/sbin \
         "$ROOT"/usr/local/bin "$ROOT"/usr/local/lib/node_modules \
         "$ROOT"/etc "$ROOT"/root "$ROOT"/tmp "$ROOT"/proc "$ROOT"/sys "$ROOT"/dev "$ROOT"/var/tmp
chmod 1777 "$ROOT"/tmp "$ROOT"/var/tmp
# merged-/usr layout, as in Debian bookworm
ln -s usr/bin "$ROOT"/bin; ln -s usr/lib "$ROOT"/lib; ln -s usr/lib64 "$ROOT"/lib64; ln -s usr/sbin "$ROOT"/sbin

# node + npm/npx
cp "$NODE" "$ROOT"/usr/local/bin/node
cp -a "$NPM_DIR" "$ROOT"/usr/local/lib/node_modules/npm
ln -s ../lib/node_modules/npm/bin/npm-cli.js "$ROOT"/usr/local/bin/npm
ln -s ../lib/node_modules/npm/bin/npx-cli.js "$ROOT"/usr/local/bin/npx

# a shell and the few tools RUN lines and npm scripts use
for b in dash mkdir chown chmod cat ls rm cp mv ln env id uname head tail wc grep; do
  cp "$(command -v $b)" "$ROOT"/usr/bin/
done
ln -s dash "$ROOT"/usr/bin/sh

# shared libraries of all of the above, and of the native modules the app loads from
# node_modules (argon2's binding needs librt.so.1, which node itself does not), copied to the same
# path with symlinks resolved. Run from the project's folder after `npm ci`.
for f in "$ROOT"/usr/local/bin/node "$ROOT"/usr/bin/* $(find node_modules -name '*.node' 2>/dev/null); do
  [ -L "$f" ] && continue
  ldd "$f" 2>/dev/null | awk '/=>/ {print $3} $1 ~ /^\// {print $1}'
done | sort -u | while read -r lib; do
  [ -n "$lib" ] || continue
  mkdir -p "$ROOT$(dirname "$lib")"
  cp -L "$lib" "$ROOT$lib"
done

# minimal /etc
printf 'root:x:0:0:root:/root:/bin/sh\nnobody:x:65534:65534:nobody:/nonexistent:/usr/sbin/nologin\n' > "$ROOT"/etc/passwd
printf 'root:x:0:\nnogroup:x:65534:\n' > "$ROOT"/etc/group
printf 'passwd: files\ngroup: files\nhosts: files dns\n' > "$ROOT"/etc/nsswitch.conf
# CA bundle of this machine (its HTTPS proxy signs with a local CA): node and npm trust it
# through NODE_EXTRA_CA_CERTS, set on the image below.
mkdir -p "$ROOT"/etc/ssl/certs
cp -L /etc/ssl/certs/ca-certificates.crt "$ROOT"/etc/ssl/certs/ca-certificates.crt

tar -C "$ROOT" -c . | docker import \
  -c 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
  -c 'ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt' \
  -c 'ENV NPM_CONFIG_UPDATE_NOTIFIER=false' \
  -c 'CMD ["node"]' - "${1:-node:20-bookworm-slim-local}"
rm -rf "$ROOT"
