# Die Texte des Fensters auf Deutsch: Menüs, Dialoge, Leisten, Statuszeile und Meldungen.
# Was hier fehlt, zeigt das Fenster auf Englisch (en/plateau.ftl).
# Begriffe der Spiele selbst (Spielnamen, Regeloptionen, Regeltexte) kommen von den Spielen.

## Die Menüleiste
menu-game = Spiel
menu-view = Ansicht
menu-help = Hilfe
menu-rules = Regeln dieses Spiels
menu-shortcuts = Tastenkürzel
menu-plugins = Plugins…
menu-plugins-tip = Spiel-Plugins: was gefunden wurde und wo
menu-new-game = Neues Spiel…
menu-open = Öffnen…
menu-open-recent = Zuletzt geöffnet
menu-save = Speichern
menu-save-as = Speichern unter…
menu-export-record = Kommentierte Partie exportieren…
menu-export-record-tip = Der Spielstand mit den Gewinnchancen jeder Stellung und Anmerkungen zu teuren Zügen
menu-close-game = Spiel schließen
menu-copy-moves = Zugliste kopieren
menu-copy-save = Spiel als Spielstand kopieren
menu-copy-save-tip = Der ganze Spielstand: Plätze, Uhren und Züge, als JSON-Text
menu-paste = Spiel einfügen
menu-paste-tip = Eine Zugliste oder einen Spielstand aus der Zwischenablage öffnen
menu-quit = Beenden
menu-close-lab = Regellabor schließen
menu-lab = Regellabor…
menu-lab-tip = Regelvarianten im Spiel des Computers gegen sich selbst vergleichen
menu-coordinates = Koordinaten auf dem Brett
menu-animate = Züge animieren
menu-sound = Ton
menu-sound-tip = Ein Klopfen für einen Zug, ein schwereres für einen Schlag, ein Glockenton am Ende
menu-sound-none = Ton (kein Audiogerät)
menu-evaluation = Bewertungsbalken und -kurve
menu-evaluation-tip = Die Chancen jeder Seite aus Sicht der KI, Stellung für Stellung (im Hintergrund berechnet)
menu-fit-board = Brett an die Steine anpassen
menu-flip = Brett drehen (F)
menu-flip-tip = Das Brett um eine halbe Drehung wenden
menu-rotate = Brett weiterdrehen (R)
menu-rotate-tip = Das Brett um ein Sechstel im Uhrzeigersinn drehen
menu-theme = Farbschema
menu-theme-system = Wie das System
menu-theme-light = Hell
menu-theme-dark = Dunkel
menu-ai-delay = Verzögerung der KI-Züge
menu-language = Sprache

## Anzahlen
moves-count = { $count ->
    [one] { $count } Zug
   *[other] { $count } Züge
}

## Der Startbildschirm
start-tagline = Abstrakte Brettspiele: gegeneinander oder gegen den Computer spielen und ihre Regeln vergleichen.
start-open = Gespeichertes Spiel öffnen…
start-lab = Regelvarianten vergleichen…
start-lab-tip = Das Regellabor öffnen
start-recent = Zuletzt geöffnet
start-scanning = Suche nach Spielen aus Plugins…
start-unfinished = Unbeendete Partie { $game }, { $moves }
start-resume = Fortsetzen
start-discard = Verwerfen
start-finished-heading = Beendete Partien, nie gespeichert
start-finished = Beendete Partie { $game }, { $moves }
start-begun = begonnen { $when }
start-versus = { " gegen " }
start-show-all = Alle { $count } zeigen
start-open-kept = Öffnen
start-delete = Löschen
start-waiting-plugins = (wartet auf Plugins)
start-open-elsewhere = In einem anderen Fenster geöffnet
start-open-elsewhere-tip = Ein anderes Plateau-Fenster hat diese Partie geöffnet. Sie wird hier angeboten, sobald jenes Fenster sie schließt.
start-needs-plugin = braucht das Plugin, das das Spiel „{ $game }“ bereitstellt
start-from-plugin = Aus einem Plugin
start-from-plugin-file = Aus dem Plugin { $path }
start-plugin-tag = Plugin
start-variants = Varianten — { $variants }
start-new-game = Neues Spiel: { $game }…
start-learn = Spielen lernen…
start-learn-tip = Die Regeln von { $game } in { $count ->
    [one] { $count } Bild
   *[other] { $count } Bildern
}
start-players = { $count ->
    [one] { $count } Spieler
   *[other] { $count } Spieler
}
start-players-or = { $low } oder { $high } Spieler
start-players-range = { $low } bis { $high } Spieler

## Gemeinsame Schaltflächen
button-cancel = Abbrechen
button-ok = OK

## Die Statusleiste
status-thinking = { $player } überlegt
status-looking-for-hint = Suche einen Hinweis
status-working = { $who }… { $seconds } s

## Klicks auf das Brett
game-plugin-failed = Das Plugin dieses Spiels ist ausgefallen: Hier sind keine Züge mehr möglich; das Spiel lässt sich noch speichern.
game-waiting-plugin = Das Spiel wartet auf die Antwort seines Plugins: Bis dahin ist kein Zug möglich.
game-over-click = Das Spiel ist vorbei.
game-not-your-turn = { $player } ist am Zug ({ $seat }).
game-choose-in-panel = Mehrere Züge nutzen diese Felder: Wähle einen in der Leiste aus.

## Rückfragen, bevor etwas verloren geht
confirm-save = Speichern
confirm-nothing-changed = Es wurde nichts geändert.

## Ein Spiel öffnen
loading-file = Öffne { $file }
loading-unfinished = Setze die unbeendete Partie fort
loading-finished = Öffne die beendete Partie
loading-pasted = Öffne die eingefügte Partie
loading-partial = Öffne die ersten Züge der Partie
loading-reading = Lese die Datei…
loading-replaying = Zug { $move_number } von { $total } wird nachgespielt
loading-setting-up = Baue das Brett auf…

## Das Fehlerfenster
error-heading = Etwas ist schiefgegangen

## Das Fenster der Tastenkürzel
keys-new-game = neues Spiel
keys-open = gespeichertes Spiel öffnen
keys-save = speichern
keys-undo = in einer laufenden Partie den eigenen letzten Zug zurücknehmen (gegen die KI auch ihre Antwort); sonst einen Zug zurück
keys-redo = wiederholen
keys-step = durch die Züge der gezeigten Linie gehen; bei offener Zugauswahl darin wählen
keys-ends = zum Anfang, zum letzten Zug
keys-chooser = in der Zugauswahl: einen Zug wählen, ihn spielen
keys-hint = Hinweis
keys-pause = KI-Plätze und Uhren anhalten oder weiterlaufen lassen
keys-analysis = Analysemodus ein oder aus
keys-flip = Brett drehen
keys-rotate = ein Sechseckbrett weiterdrehen
keys-copy = Zugliste kopieren
keys-paste = ein als Zugliste oder Spielstand eingefügtes Spiel öffnen
keys-cancel-keys = Esc, Rechtsklick
keys-cancel = einen angefangenen Zug abbrechen

## Das Regelfenster (die Regeln selbst kommen vom Spiel)
rules-title = Regeln von { $game }

## Die eigene Dateiauswahl
chooser-open = Spiel öffnen
chooser-save = Spiel speichern
chooser-export-lab = Ergebnisse der Studie exportieren
chooser-export-here = Hierhin exportieren
chooser-new-folder = Neuer Ordner mit dem eingegebenen Namen
chooser-export-record = Kommentierte Partie exportieren
chooser-install-plugin = Plugin installieren

## Das Fenster der Plugins
plugins-title = Plugins
plugins-disabled = Dieses Fenster wurde ohne Plugins geöffnet: Es wird nach keinen gesucht.
plugins-rescan = Neu suchen
plugins-rescan-tip = Erneut nach Plugins suchen: Neue Spiele erscheinen, entfernte verschwinden
plugins-install = Plugin installieren…
plugins-install-tip = Eine Plugin-Datei (.wasm oder eine native Bibliothek) in deinen Plugin-Ordner kopieren. Du kannst die Datei auch auf das Fenster ziehen.
plugins-scanning = Suche nach Plugins…
plugins-places = Durchsuchte Orte, in dieser Reihenfolge
plugins-files = Plugin-Dateien
plugins-not-yet = Noch nicht durchsucht.
plugins-count = Plugin-Dateien: { $loaded } geladen, { $failed } nicht geladen
plugins-none-found = An diesen Orten wurden keine Plugin-Dateien gefunden.
plugins-footnote = WebAssembly-Plugins (.wasm) laufen in einer Sandbox mit begrenztem Speicher und begrenzter Zeit. Jede native Bibliothek wird zuerst in einem eigenen Prozess ausprobiert, sodass ein Plugin, das abstürzt oder hängt, hier nur gemeldet wird. Ein eingebautes Spiel hat Vorrang vor einem Plugin mit derselben Kennung.
plugins-loaded = geladen
plugins-waiting-consent = wartet auf deine Zustimmung
plugins-not-loaded = nicht geladen
plugins-consent-question = Ein natives Plugin: Es liefe mit all deinen Rechten (es könnte deine Dateien lesen und ändern, das Netzwerk nutzen, Programme starten). Erlaube es nur, wenn du seinem Urheber vertraust. WebAssembly-Plugins (.wasm) laufen in einer Sandbox und brauchen keine Zustimmung.
plugins-allow = Erlauben und laden
plugins-allow-tip = Die Zustimmung für genau diese Datei merken; eine geänderte Datei fragt erneut
plugins-game = Spiel: { $name } ({ $id }), Regelversion { $rules_version }; Plugin-Version { $plugin_version }
plugins-tier-wasm = In der Sandbox (WebAssembly): Es sieht nur das Spiel, keine Dateien, kein Netzwerk, kein System.
plugins-tier-native = Nativ: läuft mit all deinen Rechten (Dateien, Netzwerk, Prozesse). Lade nur Plugins, denen du vertraust.
plugins-built-with = Gebaut mit plateau-plugin { $abi } und { $rustc }; geprüft in { $ms } ms
plugins-no-places = Keine.
plugins-place-file = Datei
plugins-place-folder = Ordner
plugins-place-missing = existiert nicht
plugins-origin-executable = Neben dem Programm
plugins-origin-data = Dein Datenordner

## Plätze
seat-human-short = Mensch
seat-human = Mensch
seat-ai = KI: { $level }
seat-level-random = zufällig
seat-level-easy = leicht
seat-level-medium = mittel
seat-level-hard = schwer
seat-level-expert = Experte
seat-level-expert-timed = Experte, 5 s pro Zug

## Der Dialog „Neues Spiel“
new-game-title = Neues Spiel
new-game-game = Spiel
new-game-seats = Plätze
new-game-start = Starten
new-game-checking = Die Optionen werden geprüft…
new-game-thread-ended = das Spiel ließ sich nicht anlegen: der Thread, der es anlegen sollte, endete vorher
new-game-clock = Bedenkzeit
new-game-clock-custom = Eigene
new-game-clock-custom-choice = Eigene…
new-game-clock-tip = Die Zeit jedes Spielers für die ganze Partie, + die Zeit, die nach jedem Zug hinzukommt
new-game-minutes-tip = Die Zeit jedes Spielers für die ganze Partie
new-game-increment-suffix = { " " }s pro Zug
new-game-increment-tip = Zeit, die nach jedem Zug hinzukommt
clock-none = Keine Uhr

## Was die Spielbefehle getan haben (die Statuszeile)
command-undone = Rückgängig: zurück zu Zug { $move_number }
command-taken-back = Zurückgenommen bis Zug { $move_number }; Wiederholen spielt die Züge wieder
command-redone = Wiederholt: bei Zug { $move_number }
command-hint = Suche einen Hinweis…
command-resumed-clocks = Fortgesetzt: Die KI spielt ihre Züge, und die Uhren laufen wieder
command-resumed = Fortgesetzt: Die KI spielt ihre Züge wieder
command-paused = Pause: keine KI-Züge und keine Uhren bis „Fortsetzen“
command-seat-changed = { $player } wird jetzt gespielt von: { $seat }
command-analysis-on = Analyse: Niemand spielt; zieh für jede Seite, und die KI untersucht jede Stellung
command-analysis-off = Analyse beendet: Die Plätze spielen wieder
command-copied-moves = Zugliste kopiert ({ $count ->
    [one] { $count } Zug
   *[other] { $count } Züge
})
command-copied-moves-and-side = Zugliste kopiert ({ $count ->
    [one] { $count } Zug
   *[other] { $count } Züge
} und { $side } in Nebenvarianten)
command-resigned = { $player } hat aufgegeben
command-draw-agreed = Remis vereinbart
command-draw-offered = { $player } bietet Remis an
command-draw-refused-by-ai = Die KI lehnt das Remis ab: Sie sieht sich im Vorteil
command-draw-declined = Remis abgelehnt
command-promoted-main = Hochgestuft: Diese Linie ist jetzt die Hauptvariante
command-promoted = Hochgestuft: Diese Linie ist jetzt dort, wo sie beginnt, die Hauptfortsetzung
command-deleted-line = Eine Nebenvariante gelöscht ({ $count ->
    [one] { $count } Zug
   *[other] { $count } Züge
})
command-restored-line = Die Nebenvariante ist wieder da
moves-deleted = Nebenvariante gelöscht
moves-restore = Löschen rückgängig
command-copied-save = Spiel als Spielstand kopiert
command-played = Gespielt: { $notation }
command-not-played = Nicht gespielt: { $reason }

## Die Seitenleiste
panel-plugin-failed = Das Plugin dieses Spiels ist ausgefallen
panel-plugin-failed-detail = Es sind keine Züge mehr möglich; das Spiel lässt sich noch speichern.
panel-plugin-waiting = Warte auf die Antwort des Plugins dieses Spiels…
panel-to-move = { $player } am Zug
panel-phase = Phase: { $phase }
panel-analysis-mode = Analysemodus: Niemand spielt; zieh für jede Seite.
panel-paused = Pausiert
panel-take-row = Klicke auf einen Stein einer markierten Reihe, um die Reihe zu entfernen.
panel-undo = Rückgängig
panel-redo = Wiederholen
panel-redo-tip = Strg+Umschalt+Z oder Strg+Y
panel-hint = Hinweis
panel-hint-tip = H: die KI nach einem Zug fragen
panel-rules = Regeln
panel-resume = Fortsetzen
panel-resume-tip = P: die KI-Plätze spielen und die Uhren laufen lassen
panel-pause = Pause
panel-pause-tip = P: KI-Plätze und Uhren anhalten
panel-analyse = Analyse
panel-analyse-tip = A: Niemand spielt; zieh für jede Seite, während die KI jede Stellung untersucht
panel-move-now = Jetzt ziehen
panel-move-now-tip = Nicht weiter rechnen und den bisher besten Zug spielen
panel-no-legal-move = Du hast keinen legalen Zug auf dem Brett.
panel-choose-move = Wähle den Zug:
panel-cancel-esc = Abbrechen (Esc)
panel-seat-tip = Wer diesen Platz spielt: jederzeit änderbar („Mensch“ übernimmt von der KI)
panel-out-of-time = ⚑ Zeit abgelaufen
panel-time-left = Restzeit · { $control } pro Partie
panel-slider-tip = ← und → verschieben; Enter spielt
panel-play = Spielen
panel-play-tip = Enter
panel-chooser-tip = ← → oder ↑ ↓ wählen; Enter spielt
panel-move-field = Zug:
panel-move-field-hint = Zug eingeben
panel-move-field-tip = Ein Zug in der Notation der Zugliste; Enter spielt ihn

## Das Ende einer Partie
over-wins = { $player } gewinnt
over-draw = Remis
over-headline = Spiel vorbei: { $result }
over-score = { $reason } · Stand { $score }
over-rematch = Revanche
over-rematch-tip = Ein neues Spiel mit getauschten Plätzen
over-reviewing = Die Partie wird ausgewertet: { $judged } von { $positions } Stellungen…
over-no-weighable-move = { $player }: kein Zug, den die Auswertung gewichten kann
over-accuracy = { $player }: Genauigkeit { $accuracy } % · { $mistakes ->
    [0] keine Fehler
    [one] { $mistakes } Fehler
   *[other] { $mistakes } Fehler
} · { $blunders ->
    [0] keine Patzer
    [one] { $blunders } Patzer
   *[other] { $blunders } Patzer
}
over-accept-draw = Remis annehmen
over-decline-draw = Ablehnen
over-resign-question = Als { $player } aufgeben?
over-resign = Aufgeben
over-keep-playing = Weiterspielen
over-resign-ask = Aufgeben…
over-resign-tip = { $player } gibt die Partie auf
over-offer-draw = Remis anbieten
over-offer-draw-tip = Die KI nimmt an, außer sie sieht sich im Vorteil; ein Mensch wird gefragt

## Die Zugliste
moves-viewing = Zug { $move_number } von { $total } wird angezeigt
moves-viewing-detail = Ein hier gespielter Zug beginnt eine Nebenvariante; die folgenden Züge bleiben erhalten.
moves-back-to-latest = Zurück zur aktuellen Stellung
moves-heading = Züge
moves-list = Liste der Züge
moves-start = Anfangsstellung
moves-side-line-from = Nebenvariante ab Zug { $move_number }
moves-promote = Hochstufen
moves-promote-tip = Diese Linie ab ihrem ersten Zug zur Hauptfortsetzung machen
moves-delete-line = Nebenvariante löschen
moves-delete-line-tip = Diese Linie ab ihrem ersten Zug entfernen
moves-to-main-line = Zur Hauptvariante
moves-to-parent-line = Zur Linie, von der sie abzweigt
moves-more = … { $count } weitere
moves-show-side-line = Diese Nebenvariante hier zeigen
moves-taken-back = ({ $count ->
    [one] ein Zug zurückgenommen
   *[other] { $count } Züge zurückgenommen
})
moves-promote-this = Diese Nebenvariante hochstufen
moves-delete-this = Diese Nebenvariante löschen

## Hinweise und was ein Zug dem Ziehenden lässt
hint-bare = Hinweis: { $notation }
hint = Hinweis: { $notation } { $outlook }
hint-next-best = { $hint }; zweitbester Zug { $notation }
hint-next-best-chance = { $hint }; zweitbester Zug { $notation } ({ $chance })
outlook-win = gewinnt erzwungen für { $player }
outlook-loss = verliert erzwungen für { $player }, hält aber am längsten stand
outlook-draw = erzwingt ein Remis für { $player }
outlook-chance = lässt { $player } eine Chance von { $chance }
outlook-choice = ist die Wahl für { $player }

## Die laufende Partie
active-stopped-working = das Spiel funktioniert nicht mehr
active-waiting-plugin = Warte auf die Antwort des Plugins von { $game }…
active-plugin-answered = Das Plugin von { $game } hat geantwortet; das Spiel geht weiter.
active-waits-for-plugin = das Spiel wartet auf die Antwort des Plugins von { $game }
active-cannot-show-line = diese Linie lässt sich nicht zeigen: { $reason }
active-played = { $player } spielte { $notation }
active-ai-played = Die KI spielte { $notation }
active-ai-illegal = die KI wählte einen Zug, den die Regeln ablehnen: { $reason }
active-ai-no-move = die KI fand keinen Zug
active-no-hint = kein Hinweis verfügbar
active-nobody-wins = niemand gewinnt

## Einen Zug zusammenklicken
selection-same-move = { " " }— du hast { $cells } angeklickt, was denselben Zug ergibt
selection-then = { " " }dann{ " " }
selection-no-move-starts = kein legaler Zug beginnt auf { $cell }
selection-no-move-continues = kein legaler Zug geht weiter mit { $cell }

## Der Analysemodus
analysis-over = Analyse: Hier ist das Spiel vorbei.
analysis-working = Analysiere…
analysis-done = Analyse für { $player }: { $nodes } Knoten, fertig
analysis-deepening = Analyse für { $player }: { $nodes } Knoten, rechnet tiefer
analysis-play-move = Diesen Zug spielen

## Bewertungsbalken und -kurve
eval-graph = Bewertungskurve
eval-graph-points = { $points ->
    [one] ein Punkt
   *[other] { $points } Punkte
} über { $turns ->
    [one] einen Zug
   *[other] { $turns } Züge
}
eval-after-move = nach Zug { $move_number }: { $chance } %
eval-move = Zug { $move_number }
eval-judging-more = Bewerte noch { $count ->
    [one] { $count } Stellung
   *[other] { $count } Stellungen
}…
eval-legend = Legende: { $names }
eval-judging = bewerte…
eval-chances = Chancen nach Zug { $move_number }: { $chances }

## Was die App getan hat (Statuszeile) und was schiefging (Fehlerfenster)
status-new-game = Neues Spiel: { $game }
status-new-game-clock = Neues Spiel: { $game }, { $control } für jeden
status-starting = Ein Spiel von { $game } wird gestartet…
status-nothing-to-save = Nichts zu speichern: Es läuft kein Spiel.
status-saved = Gespeichert unter { $path }
error-save = Das Spiel konnte nicht gespeichert werden.

    { $reason }
error-unknown-game = unbekanntes Spiel „{ $game }“
confirm-replace = { $file } ersetzen?
confirm-replace-detail = Im Ordner { $folder } gibt es schon eine Datei namens { $file }. Beim Ersetzen wird ihr Inhalt überschrieben.
confirm-replace-button = Ersetzen
status-own-chooser = Plateau nutzt seine eigene Dateiauswahl: { $reason }.
status-nothing-chosen = Es wurde nichts ausgewählt.
status-dialog-open = Warte auf den Dateidialog; das Spiel ruht so lange.
status-dialog-busy = Ein Dateidialog ist schon offen: bitte erst diesen beenden.
status-dialog-game-gone = Das Spiel, für das der Dateidialog offen war, ist nicht mehr offen; es wurde nichts geschrieben.
status-plugin-installed = { $path } installiert; suche nach Plugins…
status-plugin-not-installed = Plugin nicht installiert: { $reason }
status-nothing-pasted = Nichts eingefügt: { $reason }
status-paste-unknown-game = Nichts eingefügt: Kein Spiel heißt „{ $game }“
status-keep-failed = Die laufende Partie konnte nicht aufbewahrt werden: { $reason }
status-prefs-failed = Die Einstellungen konnten nicht gespeichert werden: { $reason }
prefs-set-aside = Die Einstellungsdatei war nicht lesbar ({ $reason }); sie wurde nach { $aside } verschoben, und die Einstellungen beginnen neu
prefs-left-alone = Die Einstellungsdatei war nicht lesbar ({ $reason }) und ließ sich nicht beiseitelegen; sie bleibt, wie sie ist, und nichts wird in sie geschrieben
status-game-stopped = { $game } angehalten: { $reason }
error-plugin-failed = Das Plugin von { $game } ist ausgefallen, daher kann diese Partie nicht weitergehen.

    { $reason }

    Die Partie bleibt so weit erhalten, wie sie gekommen ist: Du kannst sie noch speichern (Speichern im Menü Spiel).
scan-no-games = Keine Spiele aus Plugins
scan-games = Spiele aus Plugins: { $games }
scan-gone = { $count } nicht mehr gefunden
scan-failed = { $count ->
    [one] { $count } Plugin-Datei nicht geladen (siehe Plugins… im Menü Hilfe)
   *[other] { $count } Plugin-Dateien nicht geladen (siehe Plugins… im Menü Hilfe)
}
confirm-save-game = Die Partie { $game } speichern?
confirm-unsaved-new-game = { $over ->
    [yes] Die beendete Partie
   *[no] Die laufende Partie
} ({ $moves ->
    [one] { $moves } Zug
   *[other] { $moves } Züge
}) hat ungespeicherte Änderungen. Ein neues Spiel ersetzt sie.
confirm-unsaved-paste = { $over ->
    [yes] Die beendete Partie
   *[no] Die laufende Partie
} ({ $moves ->
    [one] { $moves } Zug
   *[other] { $moves } Züge
}) hat ungespeicherte Änderungen. Ein eingefügtes Spiel ersetzt sie.
confirm-unsaved-open = { $over ->
    [yes] Die beendete Partie
   *[no] Die laufende Partie
} ({ $moves ->
    [one] { $moves } Zug
   *[other] { $moves } Züge
}) hat ungespeicherte Änderungen. Eine geöffnete Datei ersetzt sie.
confirm-dont-save = Nicht speichern
confirm-delete-finished = Die beendete Partie löschen?
confirm-delete-finished-detail = Die beendete Partie { $game } ({ $moves ->
    [one] { $moves } Zug
   *[other] { $moves } Züge
}) wurde nie gespeichert und lässt sich nach dem Löschen nicht zurückholen.
confirm-discard-unfinished = Die unbeendete Partie verwerfen?
confirm-discard-unfinished-detail = Die unbeendete Partie { $game } ({ $moves ->
    [one] { $moves } Zug
   *[other] { $moves } Züge
}) wurde nie gespeichert und lässt sich nach dem Verwerfen nicht zurückholen.
status-plugin-allowed = { $file } darf mit deinen Rechten laufen; wird geladen…
status-consent-failed = Deine Zustimmung für { $file } konnte nicht gespeichert werden: { $reason }
record-no-game = es läuft kein Spiel
record-incomplete-working = die Bewertung ist unvollständig: noch { $count ->
    [one] { $count } Stellung
   *[other] { $count } Stellungen
} zu bewerten (wird gerade berechnet)
record-incomplete-off = die Bewertung ist unvollständig: noch { $count ->
    [one] { $count } Stellung
   *[other] { $count } Stellungen
} zu bewerten (Ansicht > Bewertungsbalken und -kurve einschalten)
status-no-record = Keine Partie geschrieben: { $reason }.
status-record-written = Kommentierte Partie geschrieben nach { $path }
error-record = Die kommentierte Partie konnte nicht geschrieben werden.

    { $reason }
error-rematch = keine Revanche: { $reason }
status-rematch = Revanche in { $game }: Die Plätze sind getauscht
status-opened = { $path } geöffnet
status-open-after-scan = { $path } wird geöffnet, sobald nach Spielen aus Plugins gesucht wurde…
confirm-partial-detail = { $reason }

    Die ersten { $moves ->
    [one] { $moves } Zug
   *[other] { $moves } Züge
} lassen sich nachspielen. Plateau kann sie öffnen; die Datei selbst bleibt, wie sie ist.
confirm-partial-unsaved = Die laufende Partie hat ungespeicherte Änderungen: „Speichern“ sichert sie zuerst.
confirm-partial = { $file } enthält einen Zug, der sich nicht nachspielen lässt
confirm-partial-button = { $moves ->
    [one] Den ersten Zug öffnen
   *[other] Die Züge davor öffnen
}
error-open = { $path } konnte nicht geöffnet werden.

    { $reason }
status-opened-partial = Die ersten { $moves ->
    [one] { $moves } Zug
   *[other] { $moves } Züge
} von { $file } geöffnet; „Speichern“ fragt nach einer neuen Datei, damit das Original bleibt
error-open-partial = Die ersten Züge von { $path } konnten nicht geöffnet werden.

    { $reason }
status-resumed-kept = Unbeendete Partie fortgesetzt
status-opened-kept = Beendete Partie geöffnet
status-kept-failed = Die aufbewahrte Partie konnte nicht geöffnet werden: { $reason }
status-kept-elsewhere = Diese Partie ist in einem anderen Fenster geöffnet und bleibt dort, bis jenes Fenster sie schließt.
status-kept-gone = Diese Partie wird nicht mehr aufbewahrt: Ein anderes Fenster hat sie gespeichert oder verworfen.
status-opened-pasted = Eingefügte Partie { $game } geöffnet ({ $moves ->
    [one] { $moves } Zug
   *[other] { $moves } Züge
})
error-open-pasted = Die eingefügte Partie konnte nicht geöffnet werden.

    { $reason }
cancelled-file = Öffnen von { $path }
cancelled-unfinished = Fortsetzen der unbeendeten Partie
cancelled-finished = Öffnen der beendeten Partie
cancelled-pasted = Öffnen der eingefügten Partie
cancelled-partial = Öffnen der ersten Züge der Partie
status-cancelled-after = { $what } nach { $replayed } von { $total } Zügen abgebrochen; nichts wurde geändert.
status-cancelled-reading = { $what } beim Lesen der Datei abgebrochen; nichts wurde geändert.
status-paused-ai-to-move = : pausiert, die KI ist am Zug („Fortsetzen“ lässt sie spielen)

## Dateien öffnen
load-what-opens = Plateau öffnet .plateau-Spielstände (eine Zugliste lässt sich mit Strg+V einfügen)
load-not-a-save = { $file } ist kein Plateau-Spielstand (sondern { $what }); { $what_opens }.
load-not-text = { $reason }; { $what_opens }
load-stopped = das Laden brach nach { $moves } Zügen unerwartet ab
files-no-dialog = hier gibt es keinen Dateidialog des Systems (kein Desktop-Portal in einer D-Bus-Sitzung, kein zenity)
files-save-filter = Plateau-Spielstand
files-plugin-filter = Plateau-Plugin
status-kept-unreadable = Eine aufbewahrte Partie konnte nicht gelesen werden: { $reason }
status-kept-unreadable-many = { $count } aufbewahrte Partien konnten nicht gelesen werden: { $first }, …
notices-title = Hinweise
notices-none = Keine Hinweise.
notices-dismiss = Entfernen
notices-dismiss-all = Alle entfernen
notice-warning = Warnung
notice-error = Fehler
status-more-notices = (+{ $count } weitere)
status-notices = { $count ->
    [one] { $count } Hinweis
   *[other] { $count } Hinweise
}
status-notices-tip = Klicken, um alle Hinweise zu sehen

## Das Brett (Felder, wie ein Bildschirmleser sie nennt)
cell-entry-dot = { $cell }: Einsetzpunkt
cell-empty = { $cell }: leer
cell-piece = { $cell }: Stein ({ $owner })
cell-double-piece = { $cell }: Doppelstein ({ $owner })
cell-ring = { $cell }: Ring ({ $owner })
cell-stack = { $cell }: Stapel aus { $count } ({ $owner } oben)
cell-with = { $cell } mit { $others }
cell-and = { " " }und{ " " }
colour-player = Spieler { $number }
colour-red = rot
colour-grey = grau
colour-white = weiß
colour-black = schwarz
board-fit = An die Steine anpassen
board-fit-tip = Ziehen verschiebt, das Mausrad zoomt

## Das Regellabor
lab-nothing-to-export = Es gibt noch keine Ergebnisse zum Exportieren.
lab-export-failed = Die Ergebnisse konnten nicht exportiert werden.

    { $reason }
lab-exported = { $files } Dateien nach { $folder } exportiert: die Ergebnisse (JSON), die Tabellen (CSV), der Bericht (Text) und { $plots } Diagramme (PNG und SVG)
lab-exported-numbered = { $exported }, mit „({ $number })“ im Namen, weil dort schon Dateien eines früheren Exports lagen
lab-finished = Die Studie ist fertig: { $games } Partien
lab-cancelled = Die Studie wurde nach { $done } von { $planned } Partien abgebrochen
lab-failed = Die Studie brach mit einem Fehler ab: { $reason }
lab-intro = Richte links eine Studie ein und drücke „Starten“. Jede Regelvariante spielt gleich viele Partien mit denselben Agenten und Startwerten, sodass Unterschiede von den Regeln kommen, nicht vom Glück.
lab-incomplete = Unvollständig: Der Lauf wurde nach { $done } von { $planned } Partien abgebrochen. Alles Folgende bezieht sich auf die beendeten Partien.
lab-settings = { $games } Partien je Regelvariante · Agenten: { $agents } · Startwert { $seed } · Zuglimit { $cap }
lab-export = Exportieren…
lab-export-tip = Die Ergebnisse (JSON), Tabellen (CSV), den Bericht und die Diagramme (PNG, SVG) in einen Ordner schreiben
lab-running = Die Studie läuft
lab-progress = { $done } von { $total } Partien
lab-pace = { $rate } Partien/s · noch etwa { $left }
lab-starting = Startet…
lab-stopping = Hält an…
lab-cancel-tip = Anhalten; die bisher beendeten Partien bleiben erhalten
lab-back-to-game = Zurück zum Spiel
lab-back-to-start = Zurück zum Startbildschirm
lab-stopped-unexpectedly = die Studie brach nach { $games } Partien unerwartet ab
lab-title = Regellabor
lab-form-intro = Lass Computerspieler viele Partien unter zwei oder mehr Regelvarianten spielen und sieh, wie die Regeln die Ergebnisse verändern.
lab-run = Starten
lab-total = { $games } Partien insgesamt, auf allen Kernen
lab-checking = Prüfe die Regelvarianten…
lab-check-ended = der Thread, der die Studie prüfen sollte, endete vorher
lab-choose-game = Spiel wählen
lab-rule-sets = Regelvarianten
lab-name = Name
lab-remove = Entfernen
lab-remove-rule-set-tip = Diese Regelvariante entfernen
lab-no-options = Dieses Spiel hat keine Regeloptionen.
lab-add-rule-set = Regelvariante hinzufügen
lab-add-rule-set-tip = Eine Kopie der letzten, um eine Sache zu ändern
lab-agents = Agenten
lab-agents-detail = Ein Agent für alle Plätze oder einer je Platz in Platzreihenfolge. Die Plätze wechseln von Partie zu Partie.
lab-every-seat = Alle Plätze
lab-seat = Platz { $number }
lab-custom = eigene
lab-level-tip = Eine Stufe des eingebauten Computerspielers
lab-spec-tip = Jede Platzangabe von `plateau match`, z. B. mcts:iterations=500 oder alphabeta:depth=3
lab-add-seat = Platz hinzufügen
lab-add-seat-tip = Jedem Platz einen eigenen Agenten geben
lab-games-per-set = Partien je Regelvariante
lab-seed = Startwert
lab-move-cap = Zuglimit
lab-move-cap-tip = Eine Partie, die nach so vielen Zügen noch läuft, zählt als Remis
lab-random-opening = Zufallseröffnung
lab-random-opening-tip = Zufällige Züge, bevor die Agenten übernehmen, in jeder Regelvariante dieselben: ohne sie spielen Stufen, die stets denselben Zug wählen (Alpha-Beta), immer dieselbe Partie
lab-plot-win-rates = Gewinnquote je Platz
lab-plot-win-rates-detail = Balken: Anteil gewonnener Partien; Fehlerbalken: 95-%-Wilson-Intervall
lab-plot-win-rates-even = Balken: Anteil gewonnener Partien; Fehlerbalken: 95-%-Wilson-Intervall; gestrichelt: ein gleicher Anteil
lab-plot-lengths = Partielänge
lab-plot-lengths-detail = Anteil der Partien jeder Regelvariante nach Länge in Halbzügen; gestrichelt: der Median
lab-plot-evaluation = Bewertung im Lauf der Partie, aus Sicht von { $seat }
lab-plot-evaluation-first-seat = Bewertung im Lauf der Partie, aus Sicht des ersten Platzes
lab-plot-evaluation-detail = Linie: Median über die Partien; Band: 10–90 % von ihnen; +1 ist ein sicherer Sieg, −1 eine sichere Niederlage
lab-no-games = Es wurde keine Partie gespielt.
lab-axis-plies = Halbzüge
lab-axis-share-played = gespielter Anteil der Partie
lab-comparisons = Vergleiche
lab-games = { $count ->
    [one] { $count } Partie
   *[other] { $count } Partien
}
lab-row-wins-tip = 95-%-Wilson-Intervall in Klammern; dann Partien gewonnen–remis–verloren
lab-row-draws = Remis
lab-row-capped = { $count } Partien abgebrochen (als Remis gezählt)
lab-row-length = Länge (Halbzüge)
lab-row-branching = Verzweigung
lab-row-lead-changes = Führungswechsel
lab-lead-changes = { $mean } je Partie (Median { $median })
lab-row-decided = Entschieden bei
lab-decided = { $share } % der Partie (Median)
lab-row-decided-tip = Ab diesem Punkt sah die Bewertung den späteren Sieger bis zum Ende vorn.
lab-row-endings = Spielenden
lab-length = Mittel { $mean } · Median { $median } · 10–90 %: { $low }–{ $high }

## Zahlen
# Zwischen Dreiergruppen von Ziffern: 20.000.
number-group-separator = .

## Eine eingefügte Zugliste lesen
paste-open-before-move = Zeile { $line }: „(“ öffnet eine Nebenvariante vor jedem Zug, den sie ersetzen könnte
paste-close-nothing = Zeile { $line }: „)“ schließt keine Nebenvariante
paste-empty-side-line = Zeile { $line }: eine Nebenvariante ohne Züge
paste-not-closed = { $count ->
    [one] { $count } Nebenvariante nicht mit „)“ geschlossen
   *[other] { $count } Nebenvarianten nicht mit „)“ geschlossen
}
paste-too-long = der eingefügte Text hat { $bytes } Bytes; höchstens { $most } werden gelesen
paste-no-text = die Zwischenablage enthält keinen Text
paste-save = der eingefügte Spielstand: { $reason }
paste-line = Zeile { $line }: { $reason }
paste-no-game = die Zugliste nennt kein Spiel (eine Zeile „# game: ID“), und es läuft kein Spiel
paste-game-line-empty = „# game:“ nennt kein Spiel
paste-options-not-json = die Optionen sind kein JSON: { $reason }
paste-options-not-object = die Optionen müssen ein JSON-Objekt sein
lab-problem-no-game = wähle ein Spiel

## Ein Spiel lernen (die Lektionen selbst kommen vom Spiel)
rules-learn-tip = Die Regeln Schritt für Schritt, in Bildern des Bretts
learn-title = { $game } lernen
learn-step = { $step } von { $count }
learn-cannot-show = Dieser Schritt lässt sich nicht zeigen: { $reason }
learn-making = Baue das Brett auf…
learn-thread-ended = der Thread, der den Schritt nachspielt, endete vorher
learn-back = Zurück
learn-next = Weiter
learn-play = Eine Partie { $game } spielen…

