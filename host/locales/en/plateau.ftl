# The window's words in English: menus, dialogs, panels, the status line and messages.
# Every other language falls back to this catalogue, message by message.
# Terms of the games themselves (game names, rule options, rules texts) come from the games.

## The menu bar
menu-game = Game
menu-view = View
menu-help = Help
menu-rules = Rules of this game
menu-shortcuts = Keyboard shortcuts
menu-plugins = Plugins…
menu-plugins-tip = Game plugins: what was found, and where
menu-new-game = New game…
menu-open = Open…
menu-open-recent = Open recent
menu-save = Save
menu-save-as = Save as…
menu-export-record = Export annotated record…
menu-export-record-tip = The save with each position's chances and remarks on costly moves
menu-close-game = Close game
menu-copy-moves = Copy move list
menu-copy-save = Copy game as a save
menu-copy-save-tip = The whole save: seats, clocks and the moves, as JSON text
menu-paste = Paste game
menu-paste-tip = Open a move list or a save from the clipboard
menu-quit = Quit
menu-close-lab = Close the rules lab
menu-lab = Rules lab…
menu-lab-tip = Compare rule sets by computer self-play
menu-coordinates = Coordinates on the board
menu-animate = Animate moves
menu-sound = Sound
menu-sound-tip = A knock for a move, a heavier one for a capture, a chime at the end
menu-sound-none = Sound (no sound device)
menu-evaluation = Evaluation bar and graph
menu-evaluation-tip = Each side's chance as the AI sees it, position by position (worked out in the background)
menu-fit-board = Fit board to pieces
menu-flip = Flip the board (F)
menu-flip-tip = Turn the board half a turn
menu-rotate = Rotate the board (R)
menu-rotate-tip = Turn the board a sixth of a turn clockwise
menu-theme = Theme
menu-theme-system = System
menu-theme-light = Light
menu-theme-dark = Dark
menu-ai-delay = AI move delay
menu-language = Language

## Counts
moves-count = { $count ->
    [one] { $count } move
   *[other] { $count } moves
}

## The start screen
start-tagline = Abstract board games: play them, against each other or the computer, and compare their rules.
start-open = Open a saved game…
start-lab = Compare rule sets…
start-lab-tip = Open the rules lab
start-recent = Recent files
start-scanning = Looking for plugin games…
start-unfinished = Unfinished { $game } game, { $moves }
start-resume = Resume
start-discard = Discard
start-finished-heading = Finished games, never saved
start-finished = Finished { $game } game, { $moves }
start-begun = begun { $when }
start-versus = { " vs " }
start-show-all = Show all { $count }
start-open-kept = Open
start-delete = Delete
start-waiting-plugins = (waiting for plugins)
start-open-elsewhere = Open in another window
start-open-elsewhere-tip = Another Plateau window has this game open. It is offered here as soon as that window closes it.
start-needs-plugin = needs the plugin that provides the game '{ $game }'
start-from-plugin = From a plugin
start-from-plugin-file = From the plugin { $path }
start-plugin-tag = plugin
start-variants = Variants — { $variants }
start-new-game = New { $game } game…
start-learn = Learn to play…
start-learn-tip = The rules of { $game } in { $count ->
    [one] { $count } picture
   *[other] { $count } pictures
}
start-players = { $count ->
    [one] { $count } player
   *[other] { $count } players
}
start-players-or = { $low } or { $high } players
start-players-range = { $low } to { $high } players

## Shared buttons
button-cancel = Cancel
button-ok = OK

## The status bar
status-thinking = { $player } is thinking
status-looking-for-hint = Looking for a hint
status-working = { $who }… { $seconds } s

## Clicks on the board
game-plugin-failed = This game's plugin failed: no more moves can be made here; the game can still be saved.
game-waiting-plugin = The game waits for its plugin to answer: no move can be made until it has.
game-over-click = The game is over.
game-not-your-turn = It is { $player }'s turn ({ $seat }).
game-choose-in-panel = Several moves use these cells: choose one in the panel.

## Questions before something is lost
confirm-save = Save
confirm-nothing-changed = Nothing was changed.

## Opening a game
loading-file = Opening { $file }
loading-unfinished = Resuming the unfinished game
loading-finished = Opening the finished game
loading-pasted = Opening the pasted game
loading-partial = Opening the first moves of the game
loading-reading = Reading the file…
loading-replaying = Replaying move { $move_number } of { $total }
loading-setting-up = Setting up the board…

## The error window
error-heading = Something went wrong

## The keyboard shortcuts window
keys-new-game = new game
keys-open = open a saved game
keys-save = save
keys-undo = in a game in progress, take back your last move (against the AI, its answer too); elsewhere step back
keys-redo = redo
keys-step = step through the moves of the line shown; with a move chooser open, pick in it
keys-ends = to the start, to the latest move
keys-chooser = in a move chooser: pick a move, play it
keys-hint = hint
keys-pause = pause or resume the AI seats and the clocks
keys-analysis = analysis mode on or off
keys-flip = flip the board
keys-rotate = rotate a hexagonal board
keys-copy = copy the move list
keys-paste = open a game pasted as a move list or a save
keys-cancel-keys = Esc, right click
keys-cancel = cancel a half-made move

## The rules window (the rules themselves come from the game)
rules-title = Rules of { $game }

## The app's own file chooser
chooser-open = Open game
chooser-save = Save game
chooser-export-lab = Export the study's results
chooser-export-here = Export here
chooser-new-folder = New folder named as typed
chooser-export-record = Export the annotated record
chooser-install-plugin = Install plugin

## The plugins window
plugins-title = Plugins
plugins-disabled = This window was opened without plugins: none are looked for.
plugins-rescan = Rescan
plugins-rescan-tip = Look for plugins again: new games appear, removed ones go
plugins-install = Install plugin…
plugins-install-tip = Copy a plugin file (.wasm, or a native library) into your plugin folder. You can also drop the file on the window.
plugins-scanning = Looking for plugins…
plugins-places = Places looked in, in this order
plugins-files = Plugin files
plugins-not-yet = Not looked at yet.
plugins-count = Plugin files: { $loaded } loaded, { $failed } not loaded
plugins-none-found = No plugin files were found in these places.
plugins-footnote = WebAssembly plugins (.wasm) run in a sandbox with capped memory and time. Each native library is first tried in a separate process, so a plugin that crashes or hangs is only reported here. A built-in game wins over a plugin with the same id.
plugins-loaded = loaded
plugins-waiting-consent = waiting for your consent
plugins-not-loaded = not loaded
plugins-consent-question = A native plugin: it would run with your full rights (it could read and change your files, use the network, start programs). Allow it only if you trust whoever made it. WebAssembly (.wasm) plugins run sandboxed and need no consent.
plugins-allow = Allow and load
plugins-allow-tip = Remember consent for this exact file; a changed file asks again
plugins-game = Game: { $name } ({ $id }), rules version { $rules_version }; plugin version { $plugin_version }
plugins-tier-wasm = Sandboxed (WebAssembly): it sees nothing but the game; no files, network or system.
plugins-tier-native = Native: runs with your full rights (files, network, processes). Load only plugins you trust.
plugins-built-with = Built with plateau-plugin { $abi } and { $rustc }; checked in { $ms } ms
plugins-no-places = None.
plugins-place-file = file
plugins-place-folder = folder
plugins-place-missing = does not exist
plugins-origin-executable = Next to the program
plugins-origin-data = Your data folder

## Seats
seat-human-short = human
seat-human = Human
seat-ai = AI: { $level }
seat-level-random = random
seat-level-easy = easy
seat-level-medium = medium
seat-level-hard = hard
seat-level-expert = expert
seat-level-expert-timed = expert, 5 s a move

## The new-game dialog
new-game-title = New game
new-game-game = Game
new-game-seats = Seats
new-game-start = Start
new-game-checking = Checking the options…
new-game-thread-ended = the game could not be made: the thread making it ended
new-game-clock = Clock
new-game-clock-custom = Custom
new-game-clock-custom-choice = Custom…
new-game-clock-tip = Each player's time for the whole game, + the time added after each move
new-game-minutes-tip = Each player's time for the whole game
new-game-increment-suffix = { " " }s a move
new-game-increment-tip = Time added after each move
clock-none = No clock

## What the game commands did (the status line)
command-undone = Undone: back to move { $move_number }
command-taken-back = Taken back to move { $move_number }; Redo plays the moves again
command-redone = Redone: at move { $move_number }
command-hint = Looking for a hint…
command-resumed-clocks = Resumed: the AI plays its turns and the clocks run again
command-resumed = Resumed: the AI plays its turns again
command-paused = Paused: no AI moves and no clocks until Resume
command-seat-changed = { $player } is now played by: { $seat }
command-analysis-on = Analysis: nobody plays; move for any side, and the AI studies each position
command-analysis-off = Analysis ended: the seats play again
command-copied-moves = Copied the move list ({ $count ->
    [one] { $count } move
   *[other] { $count } moves
})
command-copied-moves-and-side = Copied the move list ({ $count ->
    [one] { $count } move
   *[other] { $count } moves
} and { $side } in side lines)
command-resigned = { $player } resigned
command-draw-agreed = Draw agreed
command-draw-offered = { $player } offers a draw
command-draw-refused-by-ai = The AI declines the draw: it judges itself ahead
command-draw-declined = Draw declined
command-promoted-main = Promoted: this line is now the main line
command-promoted = Promoted: this line is now the main continuation where it starts
command-deleted-line = Deleted a side line ({ $count ->
    [one] { $count } move
   *[other] { $count } moves
})
command-restored-line = The side line is back
moves-deleted = Side line deleted
moves-restore = Undo delete
command-copied-save = Copied the game as a save
command-played = Played { $notation }
command-not-played = Not played: { $reason }

## The side panel
panel-plugin-failed = This game's plugin failed
panel-plugin-failed-detail = No more moves can be made; the game can still be saved.
panel-plugin-waiting = Waiting for this game's plugin to answer…
panel-to-move = { $player } to move
panel-phase = Phase: { $phase }
panel-analysis-mode = Analysis mode: nobody plays; move for any side.
panel-paused = Paused
panel-take-row = Click any piece of a marked row to take the row off.
panel-undo = Undo
panel-redo = Redo
panel-redo-tip = Ctrl+Shift+Z or Ctrl+Y
panel-hint = Hint
panel-hint-tip = H: ask the AI for a move
panel-rules = Rules
panel-resume = Resume
panel-resume-tip = P: let the AI seats play and the clocks run
panel-pause = Pause
panel-pause-tip = P: stop the AI seats and the clocks
panel-analyse = Analyse
panel-analyse-tip = A: nobody plays; move for any side while the AI studies each position
panel-move-now = Move now
panel-move-now-tip = Stop thinking and play the best move so far
panel-no-legal-move = You have no legal move on the board.
panel-choose-move = Choose the move:
panel-cancel-esc = Cancel (Esc)
panel-seat-tip = Who plays this seat: change it at any time (Human takes over from the AI)
panel-out-of-time = ⚑ out of time
panel-time-left = Time left · { $control } a game
panel-slider-tip = ← and → move it; Enter plays
panel-play = Play
panel-play-tip = Enter
panel-chooser-tip = ← → or ↑ ↓ pick; Enter plays
panel-move-field = Move:
panel-move-field-hint = type a move
panel-move-field-tip = A move in the notation of the move list; Enter plays it

## The end of a game
over-wins = { $player } wins
over-draw = Draw
over-headline = Game over: { $result }
over-score = { $reason } · score { $score }
over-rematch = Rematch
over-rematch-tip = A new game, the seats swapped
over-reviewing = Reviewing the game: { $judged } of { $positions } positions…
over-no-weighable-move = { $player }: no move the review can weigh
over-accuracy = { $player }: accuracy { $accuracy }% · { $mistakes ->
    [0] no mistakes
    [one] { $mistakes } mistake
   *[other] { $mistakes } mistakes
} · { $blunders ->
    [0] no blunders
    [one] { $blunders } blunder
   *[other] { $blunders } blunders
}
over-accept-draw = Accept the draw
over-decline-draw = Decline
over-resign-question = Resign as { $player }?
over-resign = Resign
over-keep-playing = Keep playing
over-resign-ask = Resign…
over-resign-tip = { $player } gives up the game
over-offer-draw = Offer a draw
over-offer-draw-tip = The AI takes it unless it judges itself ahead; a person is asked

## The move list
moves-viewing = Viewing move { $move_number } of { $total }
moves-viewing-detail = A move played here starts a side line; the moves after it stay.
moves-back-to-latest = Back to the latest position
moves-heading = Moves
moves-list = List of moves
moves-start = Starting position
moves-side-line-from = Side line from move { $move_number }
moves-promote = Promote
moves-promote-tip = Make this line the main continuation at its first move
moves-delete-line = Delete side line
moves-delete-line-tip = Remove this line from its first move on
moves-to-main-line = To the main line
moves-to-parent-line = To the line it leaves
moves-more = … { $count } more
moves-show-side-line = Show this side line here
moves-taken-back = ({ $count ->
    [one] one move taken back
   *[other] { $count } moves taken back
})
moves-promote-this = Promote this side line
moves-delete-this = Delete this side line

## Hints and what a move leaves the mover
hint-bare = Hint: { $notation }
hint = Hint: { $notation } { $outlook }
hint-next-best = { $hint }; next best { $notation }
hint-next-best-chance = { $hint }; next best { $notation } ({ $chance })
outlook-win = wins by force for { $player }
outlook-loss = loses by force for { $player }, but holds out longest
outlook-draw = draws by force for { $player }
outlook-chance = keeps a { $chance } chance for { $player }
outlook-choice = is the choice for { $player }

## The game in progress
active-stopped-working = the game has stopped working
active-waiting-plugin = Waiting for the plugin of { $game } to answer…
active-plugin-answered = The plugin of { $game } answered; the game goes on.
active-waits-for-plugin = the game waits for the plugin of { $game } to answer
active-cannot-show-line = cannot show that line: { $reason }
active-played = { $player } played { $notation }
active-ai-played = The AI played { $notation }
active-ai-illegal = the AI chose a move the rules refuse: { $reason }
active-ai-no-move = the AI found no move
active-no-hint = no hint available
active-nobody-wins = nobody wins

## Clicking a move together
selection-same-move = { " " }— you clicked { $cells }, which makes the same move
selection-then = { " " }then{ " " }
selection-no-move-starts = no legal move starts at { $cell }
selection-no-move-continues = no legal move continues with { $cell }

## Analysis mode
analysis-over = Analysis: the game is over here.
analysis-working = Analysing…
analysis-done = Analysis for { $player }: { $nodes } nodes, done
analysis-deepening = Analysis for { $player }: { $nodes } nodes, deepening
analysis-play-move = Play this move

## The evaluation bar and graph
eval-graph = Evaluation graph
eval-graph-points = { $points ->
    [one] one point
   *[other] { $points } points
} over { $turns ->
    [one] one move
   *[other] { $turns } moves
}
eval-after-move = after move { $move_number }: { $chance }%
eval-move = move { $move_number }
eval-judging-more = Judging { $count ->
    [one] { $count } more position
   *[other] { $count } more positions
}…
eval-legend = Legend: { $names }
eval-judging = judging…
eval-chances = Chances after move { $move_number }: { $chances }

## What the app did (the status line), and what went wrong (the error window)
status-new-game = New game of { $game }
status-new-game-clock = New game of { $game }, { $control } each
status-starting = Starting a game of { $game }…
status-nothing-to-save = Nothing to save: no game in progress.
status-saved = Saved to { $path }
error-save = Could not save the game.

    { $reason }
error-unknown-game = unknown game '{ $game }'
confirm-replace = Replace { $file }?
confirm-replace-detail = The folder { $folder } already has a file called { $file }. Replacing it overwrites what it holds.
confirm-replace-button = Replace
status-own-chooser = Using Plateau's own file chooser: { $reason }.
status-nothing-chosen = Nothing was chosen.
status-dialog-open = Waiting for the file dialog; the game is paused meanwhile.
status-dialog-busy = A file dialog is open already: finish with it first.
status-dialog-game-gone = The game the file dialog was for is no longer open; nothing was written.
status-plugin-installed = Installed { $path }; looking for plugins…
status-plugin-not-installed = Plugin not installed: { $reason }
status-nothing-pasted = Nothing pasted: { $reason }
status-paste-unknown-game = Nothing pasted: no game is called '{ $game }'
status-keep-failed = Could not keep the game in progress: { $reason }
status-prefs-failed = Could not keep the preferences: { $reason }
prefs-set-aside = the settings file could not be read ({ $reason }); it was moved to { $aside } and the preferences start afresh
prefs-left-alone = the settings file could not be read ({ $reason }) nor moved aside; it is left as it is and nothing is written to it
status-game-stopped = { $game } stopped: { $reason }
error-plugin-failed = The plugin of { $game } failed, so this game cannot go on.

    { $reason }

    The game is kept as far as it went: you can still save it (Save in the Game menu).
scan-no-games = No plugin games
scan-games = Plugin games: { $games }
scan-gone = { $count } no longer found
scan-failed = { $count ->
    [one] { $count } plugin file not loaded (see Plugins… in the Help menu)
   *[other] { $count } plugin files not loaded (see Plugins… in the Help menu)
}
confirm-save-game = Save the { $game } game?
confirm-unsaved-new-game = { $over ->
    [yes] The finished game
   *[no] The game in progress
} ({ $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
}) has changes that are not saved. Starting a new game replaces it.
confirm-unsaved-paste = { $over ->
    [yes] The finished game
   *[no] The game in progress
} ({ $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
}) has changes that are not saved. Pasting a game replaces it.
confirm-unsaved-open = { $over ->
    [yes] The finished game
   *[no] The game in progress
} ({ $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
}) has changes that are not saved. Opening a file replaces it.
confirm-dont-save = Don't save
confirm-delete-finished = Delete the finished game?
confirm-delete-finished-detail = The finished { $game } game ({ $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
}) was never saved, and cannot be brought back once deleted.
confirm-discard-unfinished = Discard the unfinished game?
confirm-discard-unfinished-detail = The unfinished { $game } game ({ $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
}) was never saved, and cannot be brought back once discarded.
status-plugin-allowed = Allowed { $file } to run with your rights; loading it…
status-consent-failed = Could not record your consent for { $file }: { $reason }
record-no-game = no game in progress
record-incomplete-working = the evaluation is not complete: { $count ->
    [one] { $count } position
   *[other] { $count } positions
} to judge (it is being worked out)
record-incomplete-off = the evaluation is not complete: { $count ->
    [one] { $count } position
   *[other] { $count } positions
} to judge (turn on View > Evaluation bar and graph)
status-no-record = No record written: { $reason }.
status-record-written = Wrote the annotated record to { $path }
error-record = Could not write the annotated record.

    { $reason }
error-rematch = no rematch: { $reason }
status-rematch = Rematch of { $game }: the seats are swapped
status-opened = Opened { $path }
status-open-after-scan = Opening { $path } once the plugin games have been looked for…
confirm-partial-detail = { $reason }

    The first { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
} replay. Plateau can open those; the file itself is left as it is.
confirm-partial-unsaved = The game in progress has unsaved changes: Save keeps them first.
confirm-partial = { $file } has a move that does not replay
confirm-partial-button = { $moves ->
    [one] Open the first move
   *[other] Open the moves before it
}
error-open = Could not open { $path }.

    { $reason }
status-opened-partial = Opened the first { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
} of { $file }; Save asks for a new file, so the original stays
error-open-partial = Could not open the first moves of { $path }.

    { $reason }
status-resumed-kept = Resumed the unfinished game
status-opened-kept = Opened the finished game
status-kept-failed = Could not open the kept game: { $reason }
status-kept-elsewhere = That game is open in another window; it stays there until that window closes it.
status-kept-gone = That game is no longer kept: another window saved or discarded it.
status-opened-pasted = Opened the pasted { $game } game ({ $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
})
error-open-pasted = Could not open the pasted game.

    { $reason }
cancelled-file = opening { $path }
cancelled-unfinished = resuming the unfinished game
cancelled-finished = opening the finished game
cancelled-pasted = opening the pasted game
cancelled-partial = opening the first moves of the game
status-cancelled-after = Cancelled { $what } after { $replayed } of { $total } moves; nothing changed.
status-cancelled-reading = Cancelled { $what } while reading the file; nothing changed.
status-paused-ai-to-move = : paused, the AI is to move (Resume lets it play)

## Opening files
load-what-opens = Plateau opens .plateau save files (a move list can be pasted with Ctrl+V)
load-not-a-save = { $file } is not a Plateau save (it is { $what }); { $what_opens }.
load-not-text = { $reason }; { $what_opens }
load-stopped = loading stopped unexpectedly after { $moves } moves
files-no-dialog = no system file dialog here (no desktop portal on a D-Bus session, no zenity)
files-save-filter = Plateau save
files-plugin-filter = Plateau plugin
status-kept-unreadable = A kept game could not be read: { $reason }
status-kept-unreadable-many = { $count } kept games could not be read: { $first }, …
notices-title = Notices
notices-none = No notices.
notices-dismiss = Dismiss
notices-dismiss-all = Dismiss all
notice-warning = Warning
notice-error = Error
status-more-notices = (+{ $count } more)
status-notices = { $count ->
    [one] { $count } notice
   *[other] { $count } notices
}
status-notices-tip = Click to see every notice

## The board (cells as a screen reader names them)
cell-entry-dot = { $cell }: entry dot
cell-empty = { $cell }: empty
cell-piece = { $cell }: { $owner } piece
cell-double-piece = { $cell }: { $owner } double piece
cell-ring = { $cell }: { $owner } ring
cell-stack = { $cell }: { $owner } stack of { $count }
cell-with = { $cell } with { $others }
cell-and = { " " }and{ " " }
colour-player = player { $number }
colour-red = red
colour-grey = grey
colour-white = white
colour-black = black
board-fit = Fit to pieces
board-fit-tip = Drag to pan, wheel to zoom

## The rules lab
lab-nothing-to-export = There are no results to export yet.
lab-export-failed = Could not export the results.

    { $reason }
lab-exported = Exported { $files } files to { $folder }: the results (JSON), the tables (CSV), the report (text) and { $plots } plots (PNG and SVG)
lab-exported-numbered = { $exported }, named with "({ $number })" because files of an earlier export were there
lab-finished = The study finished: { $games } games
lab-cancelled = The study was cancelled after { $done } of { $planned } games
lab-failed = The study stopped with an error: { $reason }
lab-intro = Set up a study on the left and press Run. Every rule set plays the same number of games with the same agents and seeds, so differences come from the rules, not from luck.
lab-incomplete = Incomplete: the run was cancelled after { $done } of { $planned } games. Everything below is of the games that finished.
lab-settings = { $games } games per rule set · agents: { $agents } · seed { $seed } · move cap { $cap }
lab-export = Export…
lab-export-tip = Write the results (JSON), tables (CSV), report and plots (PNG, SVG) into a folder
lab-running = Running the study
lab-progress = { $done } of { $total } games
lab-pace = { $rate } games/s · about { $left } left
lab-starting = Starting…
lab-stopping = Stopping…
lab-cancel-tip = Stop; the games finished so far are kept
lab-back-to-game = Back to the game
lab-back-to-start = Back to the start screen
lab-stopped-unexpectedly = the study stopped unexpectedly after { $games } games
lab-title = Rules lab
lab-form-intro = Play many games between computer players under two or more rule sets, and see how the rules change the results.
lab-run = Run
lab-total = { $games } games in all, on every core
lab-checking = Checking the rule sets…
lab-check-ended = the thread checking the study ended
lab-choose-game = Choose a game
lab-rule-sets = Rule sets
lab-name = Name
lab-remove = Remove
lab-remove-rule-set-tip = Remove this rule set
lab-no-options = This game has no rule options.
lab-add-rule-set = Add a rule set
lab-add-rule-set-tip = A copy of the last one, to change one thing
lab-agents = Agents
lab-agents-detail = One agent for every seat, or one per seat in seat order. Seats rotate from game to game.
lab-every-seat = Every seat
lab-seat = Seat { $number }
lab-custom = custom
lab-level-tip = A level of this build's computer player
lab-spec-tip = Any seat spec of `plateau match`, e.g. mcts:iterations=500 or alphabeta:depth=3
lab-add-seat = Add a seat
lab-add-seat-tip = Give each seat its own agent
lab-games-per-set = Games per rule set
lab-seed = Seed
lab-move-cap = Move cap
lab-move-cap-tip = A game still running after this many moves counts as a draw
lab-random-opening = Random opening
lab-random-opening-tip = Moves played at random before the agents take over, the same in every rule set: without them, levels that always play the same move (alpha-beta) play one game over and over
lab-plot-win-rates = Win rate per seat
lab-plot-win-rates-detail = bars: share of games won; whiskers: 95% Wilson interval
lab-plot-win-rates-even = bars: share of games won; whiskers: 95% Wilson interval; dashed: an even share
lab-plot-lengths = Game length
lab-plot-lengths-detail = share of each rule set's games, by length in plies; dashed: the median
lab-plot-evaluation = Evaluation along the game, from { $seat }'s side
lab-plot-evaluation-first-seat = Evaluation along the game, from the first seat's side
lab-plot-evaluation-detail = line: median over the games; band: 10%–90% of them; +1 is a sure win, −1 a sure loss
lab-no-games = No game was played.
lab-axis-plies = plies
lab-axis-share-played = share of the game played
lab-comparisons = Comparisons
lab-games = { $count ->
    [one] { $count } game
   *[other] { $count } games
}
lab-row-wins-tip = 95% Wilson interval in brackets; then games won–drawn–lost
lab-row-draws = Draws
lab-row-capped = { $count } games stopped (counted as draws)
lab-row-length = Length (plies)
lab-row-branching = Branching
lab-row-lead-changes = Lead changes
lab-lead-changes = { $mean } per game (median { $median })
lab-row-decided = Decided at
lab-decided = { $share }% of the game (median)
lab-row-decided-tip = From this point on, the evaluator saw the eventual winner ahead to the end.
lab-row-endings = Endings
lab-length = mean { $mean } · median { $median } · 10–90%: { $low }–{ $high }

## Numbers
# Between groups of three digits: 20,000.
number-group-separator = ,

## Reading a pasted move list
paste-open-before-move = line { $line }: '(' opens a side line before any move it could replace
paste-close-nothing = line { $line }: ')' closes no side line
paste-empty-side-line = line { $line }: a side line without moves
paste-not-closed = { $count ->
    [one] { $count } side line
   *[other] { $count } side lines
} not closed with ')'
paste-too-long = the pasted text is { $bytes } bytes; at most { $most } are read
paste-no-text = the clipboard holds no text
paste-save = the pasted save: { $reason }
paste-line = line { $line }: { $reason }
paste-no-game = the move list names no game (a "# game: ID" line), and no game is in progress
paste-game-line-empty = "# game:" names no game
paste-options-not-json = the options are not JSON: { $reason }
paste-options-not-object = the options must be a JSON object
lab-problem-no-game = choose a game

## Learning a game (the lessons themselves come from the game)
rules-learn-tip = The rules step by step, in pictures of the board
learn-title = Learn { $game }
learn-step = { $step } of { $count }
learn-cannot-show = This step cannot be shown: { $reason }
learn-making = Setting up the board…
learn-thread-ended = the thread that replays the step ended
learn-back = Back
learn-next = Next
learn-play = Play a game of { $game }…

