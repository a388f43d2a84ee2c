//! Why a move is illegal: the reasons `try_play` gives, naming what and where.
//!
//! `try_play` first checks membership in the generated legal moves (so it accepts exactly
//! those); only for a refused move does it come here to find the most useful explanation.

use std::fmt::Write as _;

use plateau_core::IllegalMove;

use crate::Gipf;
use crate::geometry::{GEO, dot_name, spot_name};
use crate::moves::{GipfMove, Kind};
use crate::notation::move_text;
use crate::options::Version;
use crate::push;
use crate::rows::{Row, row_on_line, rows_of};
use crate::state::{GipfState, Piece, Rows, Stage, colour_name};

/// `"b2–h5"`: the first and last spot of a row's run.
fn run_name(row: &Row) -> String {
    let spots = &GEO.line_spots[usize::from(row.line)];
    format!(
        "{}–{}",
        spot_name(usize::from(spots[usize::from(row.start)])),
        spot_name(usize::from(spots[usize::from(row.end)]))
    )
}

/// The rows of `colour` that must be removed, for messages.
fn compulsory_rows(s: &GipfState, colour: usize) -> String {
    let rows = rows_of(s, colour);
    let names: Vec<String> = rows
        .as_slice()
        .iter()
        .filter(|r| r.run & !s.gipf != 0)
        .map(|r| format!("the row {}", run_name(r)))
        .collect();
    names.join(" and ")
}

impl Gipf {
    /// The reason `mv` cannot be played in `s`. Only meaningful for a move that is not legal.
    pub(crate) fn explain(&self, s: &GipfState, mv: GipfMove) -> IllegalMove {
        IllegalMove::new(self.reason(s, mv))
    }

    fn reason(&self, s: &GipfState, mv: GipfMove) -> String {
        if s.ending.is_some() {
            return "the game is over".to_owned();
        }
        let who = colour_name(s.side);
        let text = move_text(mv);
        match mv.0 {
            Kind::Push { entry, gipf } => self.push_reason(s, usize::from(entry), gipf, &text),
            Kind::Remove { line, start, end, keep } => {
                removal_reason(s, usize::from(line), usize::from(start), usize::from(end), keep, &text)
            }
            Kind::EndTurn => match (s.stage, s.rows) {
                (_, Rows::Compulsory) => {
                    format!(
                        "{who} cannot end the turn yet: {who} must remove {}",
                        compulsory_rows(s, s.side.index())
                    )
                }
                (Stage::BeforeInsertion, Rows::Optional) => format!(
                    "{who} still has to insert a piece; optional rows are declined simply by inserting"
                ),
                (Stage::BeforeInsertion, _) => {
                    format!(
                        "{who} has no row to decline and must insert a piece; 'end' only declines optional rows"
                    )
                }
                (Stage::AfterInsertion, _) => format!("{who} has no optional row left to decline"),
            },
        }
    }

    fn push_reason(&self, s: &GipfState, entry: usize, gipf: bool, text: &str) -> String {
        let side = s.side;
        let who = colour_name(side);
        let p = side.index();
        if s.stage == Stage::AfterInsertion {
            return format!(
                "{who} has already inserted a piece this turn; {who} must now remove rows of {who}'s colour{}",
                if s.rows == Rows::Optional { " or play 'end'" } else { "" }
            );
        }
        if s.rows == Rows::Compulsory {
            return format!("{who} must first remove {} before inserting", compulsory_rows(s, p));
        }
        if s.reserve[p] == 0 {
            return format!("{who}'s reserve is empty: there is no piece to insert");
        }
        if gipf {
            if self.options.version != Version::Tournament {
                return format!(
                    "{text}: GIPF-pieces are inserted only in the Tournament version, not in {}",
                    self.options.version.name()
                );
            }
            if !s.gipf_phase_open(side) {
                return format!(
                    "{text}: {who}'s GIPF phase is closed ({who} has already inserted a basic piece), \
                     so {who} may only insert basic pieces"
                );
            }
            if s.reserve[p] < 2 {
                return format!("{text}: a GIPF-piece needs 2 pieces from the reserve, {who} has only 1");
            }
        } else if self.options.version == Version::Tournament && !s.has_inserted(side) {
            return format!("{text}: {who}'s first insertion must be a GIPF-piece (write G{text})");
        }
        let e = &GEO.entries[entry];
        if push::gap(s, entry).is_none() {
            let first = spot_name(usize::from(e.spots[0]));
            let last = spot_name(usize::from(e.spots[usize::from(e.len) - 1]));
            return format!(
                "{text}: the line {first}–{last} is full, and a push may not move a piece out onto the dot {}",
                dot_name(usize::from(e.far_dot))
            );
        }
        let canonical = push::canonical_entry(s, entry, Piece { owner: side, gipf });
        if canonical != entry {
            return format!(
                "{text} leaves the same position as {}, and the engine lists that result only once, \
                 as that push",
                move_text(GipfMove::push(canonical, gipf))
            );
        }
        format!("{text} is not legal here")
    }
}

fn removal_reason(s: &GipfState, line: usize, start: usize, end: usize, keep: u8, text: &str) -> String {
    let side = s.side;
    let who = colour_name(side);
    let other = colour_name(side.opponent());
    let theirs = row_on_line(s, side.opponent().index(), line);
    let Some(row) = row_on_line(s, side.index(), line) else {
        let mut reason = if s.rows == Rows::None {
            format!("{text}: {who} has no row to remove")
        } else {
            format!("{text} is not a row of {who}'s pieces")
        };
        if let Some(row) = theirs {
            let _ = write!(
                reason,
                "; the row {} is {other}'s, and {other} removes it at the start of {other}'s turn",
                run_name(&row)
            );
        }
        return reason;
    };
    if (usize::from(row.start), usize::from(row.end)) != (start, end) {
        return format!(
            "{text}: the run of {who}'s row on this line is {}; a removal takes the whole run, \
             except GIPF-pieces it keeps",
            run_name(&row)
        );
    }
    for (offset, &spot) in GEO.line_spots[line][start..=end].iter().enumerate() {
        let spot = usize::from(spot);
        if keep & (1 << offset) != 0 && s.gipf & (1 << spot) == 0 {
            return format!(
                "{text}: the run of {who}'s row is {}, and {} in it holds a basic piece, which must be \
                 removed too; only GIPF-pieces may stay",
                run_name(&row),
                spot_name(spot)
            );
        }
    }
    format!("{text} empties the same single spot as a removal along another line, which is listed instead")
}
