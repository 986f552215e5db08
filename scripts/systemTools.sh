#!/bin/sh
# The Debian packages the tests need beside npm's: Chromium's headless shell for the browser tests
# (a fifth less CPU than the full browser in headless mode), tesseract (with its French data) for
# the OCR tests, poppler-utils (pdfsig, pdftotext) and openssl for the signing tests, mupdf-tools
# (mutool) for the split bench's anchor, the servers the collector tests read from: dovecot (IMAP),
# rclone (WebDAV) and OpenSSH's sftp-server, and nginx, the load balancer of the scale-out test.
# `npm test` runs this first: missing ones are installed when this runs as root with apt-get,
# otherwise named with the command that installs them.
set -eu

missing=""
[ -x /usr/bin/chromium-headless-shell ] || missing="$missing chromium-headless-shell"
if ! command -v tesseract >/dev/null 2>&1; then
  missing="$missing tesseract-ocr tesseract-ocr-fra"
elif ! tesseract --list-langs 2>/dev/null | grep -qx fra; then
  missing="$missing tesseract-ocr-fra"
fi
{ command -v pdfsig >/dev/null 2>&1 && command -v pdftotext >/dev/null 2>&1; } || missing="$missing poppler-utils"
command -v openssl >/dev/null 2>&1 || missing="$missing openssl"
command -v mutool >/dev/null 2>&1 || missing="$missing mupdf-tools"
{ [ -x /usr/sbin/dovecot ] && [ -x /usr/lib/dovecot/imap ]; } || missing="$missing dovecot-imapd"
[ -x /usr/bin/rclone ] || missing="$missing rclone"
[ -x /usr/lib/openssh/sftp-server ] || missing="$missing openssh-sftp-server"
[ -x /usr/sbin/nginx ] || missing="$missing nginx"

[ -z "$missing" ] && exit 0

if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "== installing Debian packages the tests need:$missing"
  apt-get update -qq && apt-get install -y -qq $missing && exit 0
  echo "cannot install:$missing" >&2
  exit 1
fi
echo "The tests need these Debian packages:$missing" >&2
echo "Install them with: sudo apt-get install$missing" >&2
exit 1
