#!/bin/sh
# Installs Plateau from this release archive for one user, under ~/.local (or PREFIX):
#
#   ./install.sh              # PREFIX=~/.local
#   PREFIX=/opt/plateau ./install.sh
#   ./install.sh --uninstall  # removes what it installed
#
# The binary goes to PREFIX/bin, the plugins that ship with it to PREFIX/lib/plateau/plugins
# (where the binary looks for them), and the desktop entry, icons, type of saved games, man
# page and completions under PREFIX/share, so Plateau is in the desktop's menu and a saved
# game opens with a double-click.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
prefix=${PREFIX:-$HOME/.local}
share=$prefix/share
files="bin/plateau
share/applications/plateau.desktop
share/mime/packages/plateau.xml
share/man/man1/plateau.1
share/bash-completion/completions/plateau
share/zsh/site-functions/_plateau
share/fish/vendor_completions.d/plateau.fish
share/icons/hicolor/scalable/apps/plateau.svg"
for size in 16 24 32 48 64 128 256; do
  files="$files
share/icons/hicolor/${size}x$size/apps/plateau.png"
done

refresh() {
  # Each desktop database is optional: without the tool, the desktop reads the files itself.
  if command -v update-mime-database >/dev/null 2>&1; then update-mime-database "$share/mime" || true; fi
  if command -v update-desktop-database >/dev/null 2>&1; then update-desktop-database "$share/applications" || true; fi
  if command -v gtk-update-icon-cache >/dev/null 2>&1; then gtk-update-icon-cache -q -t "$share/icons/hicolor" || true; fi
  if command -v xdg-mime >/dev/null 2>&1 && [ -f "$share/applications/plateau.desktop" ]; then
    xdg-mime default plateau.desktop application/x-plateau || true
  fi
}

if [ "${1:-}" = --uninstall ]; then
  echo "$files" | while read -r f; do rm -f "$prefix/$f"; done
  rm -rf "$prefix/lib/plateau"
  refresh
  echo "Plateau removed from $prefix"
  exit 0
fi

put() { # put SOURCE DEST MODE: a whole file or none (written beside, then renamed)
  mkdir -p "$(dirname "$2")"
  cp "$1" "$2.part"
  chmod "$3" "$2.part"
  mv "$2.part" "$2"
}
put "$here/plateau" "$prefix/bin/plateau" 755
mkdir -p "$prefix/lib/plateau/plugins"
for module in "$here"/plugins/*.wasm; do
  [ -e "$module" ] && put "$module" "$prefix/lib/plateau/plugins/$(basename "$module")" 644
done
# The desktop entry names the binary by its full path: ~/.local/bin is not on every PATH.
sed "s|^Exec=plateau |Exec=$prefix/bin/plateau |" "$here/share/plateau.desktop" > "$here/.desktop.tmp"
put "$here/.desktop.tmp" "$share/applications/plateau.desktop" 644
rm -f "$here/.desktop.tmp"
put "$here/share/plateau-mime.xml" "$share/mime/packages/plateau.xml" 644
put "$here/share/plateau.1" "$share/man/man1/plateau.1" 644
put "$here/share/plateau.bash" "$share/bash-completion/completions/plateau" 644
put "$here/share/_plateau" "$share/zsh/site-functions/_plateau" 644
put "$here/share/plateau.fish" "$share/fish/vendor_completions.d/plateau.fish" 644
put "$here/share/icons/plateau.svg" "$share/icons/hicolor/scalable/apps/plateau.svg" 644
for size in 16 24 32 48 64 128 256; do
  put "$here/share/icons/plateau-$size.png" "$share/icons/hicolor/${size}x$size/apps/plateau.png" 644
done
refresh
echo "Plateau installed in $prefix: run $prefix/bin/plateau, or find it in the desktop's menu"
