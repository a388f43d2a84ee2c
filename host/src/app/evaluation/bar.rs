//! The evaluation bar: one segment per seat, as wide as its chance at the shown position, in
//! the seat's colours. Every segment says whose it is: its seat's name and figure where they
//! fit ("White 97%"), a short form where they don't ("B 12%", "B"), and beside the segment,
//! on its neighbour, when the segment is a sliver too thin for a letter. A figure without a
//! name told a new player nothing about whose share it was.

use egui::{Align2, FontId, Rect, Role, Sense, Ui, WidgetInfo, pos2, vec2};

use super::{chances_text, seat_colours};
use crate::app::active::ActiveGame;
use crate::app::hint_words::percent;
use crate::app::palette::ink_on;
use crate::tr;

/// Height of the bar.
const BAR_HEIGHT: f32 = 18.0;
/// Room kept between a label and the ends of the part of the bar it is drawn in.
const PAD: f32 = 8.0;
/// Room between a sliver's label and the sliver beside it.
const GAP: f32 = 3.0;

/// A label on the bar: its words, the middle of where it is drawn, and the seat whose segment
/// it is drawn on (its ink is chosen for that seat's fill).
#[derive(Clone, Debug, PartialEq)]
pub struct Placed {
    pub text: String,
    pub center_x: f32,
    pub on: usize,
}

/// Each seat's short form, told apart from the others: the initials of the name's words with
/// its numbers whole ("White" W, "Player 2" P2, "Spieler 1" S1); where two seats share
/// initials, the shortest start of each name that no other name shares ("Black" Bla,
/// "Blue" Blu), or the whole name.
pub fn short_names(names: &[String]) -> Vec<String> {
    let initials: Vec<String> = names
        .iter()
        .map(|name| {
            name.split_whitespace()
                .map(|word| {
                    if word.chars().all(|c| c.is_ascii_digit()) {
                        word.to_owned()
                    } else {
                        word.chars().take(1).flat_map(char::to_uppercase).collect()
                    }
                })
                .collect()
        })
        .collect();
    names
        .iter()
        .enumerate()
        .map(|(seat, name)| {
            let clashes = initials.iter().enumerate().any(|(other, i)| other != seat && *i == initials[seat]);
            if !clashes && !initials[seat].is_empty() {
                return initials[seat].clone();
            }
            let chars: Vec<char> = name.chars().collect();
            (2..chars.len())
                .map(|n| chars[..n].iter().collect::<String>())
                .find(|start| {
                    names.iter().enumerate().all(|(other, o)| other == seat || !o.starts_with(start))
                })
                .unwrap_or_else(|| name.clone())
        })
        .collect()
}

/// Where each seat's label goes on a bar `width` wide whose segments are `chances` of it,
/// seat after seat from the left; `measure` gives the width of a text. A seat's label is the
/// longest of "name 97%", "N 97%" and "N" that fits its segment; a segment too thin for any
/// of them has "N 3%" (or "N") drawn beside it on the wider neighbour, whose own label then
/// fits in what room is left. Positions are from the bar's left end.
pub fn place_labels(
    names: &[String],
    chances: &[f32],
    width: f32,
    measure: &dyn Fn(&str) -> f32,
) -> Vec<Placed> {
    let shorts = short_names(names);
    let mut left = 0.0;
    // Each segment's ends, and the part of it free for its own label.
    let mut segments = Vec::new();
    for &chance in chances {
        let right = left + width * chance.clamp(0.0, 1.0);
        segments.push((left, right));
        left = right;
    }
    let mut free = segments.clone();
    let candidates = |seat: usize, full: bool| {
        let name = names.get(seat).map_or("?", String::as_str);
        let short = shorts.get(seat).map_or("?", String::as_str);
        let figure = percent(chances[seat]);
        let mut texts = Vec::new();
        if full {
            texts.push(format!("{name} {figure}"));
        }
        texts.push(format!("{short} {figure}"));
        texts.push(short.to_owned());
        texts
    };
    let fits = |text: &str, room: f32| measure(text) + PAD <= room;
    let mut placed = Vec::new();
    // First the slivers, beside themselves on a neighbour, so that the neighbours' own
    // labels keep clear of them.
    for (seat, &(l, r)) in segments.iter().enumerate() {
        if candidates(seat, true).iter().any(|t| fits(t, r - l)) {
            continue;
        }
        let room = |n: usize| free.get(n).map_or(0.0, |&(a, b): &(f32, f32)| b - a);
        let before = seat.checked_sub(1);
        let after = Some(seat + 1).filter(|&n| n < segments.len());
        let neighbour = match (before, after) {
            (Some(b), Some(a)) => Some(if room(a) > room(b) { a } else { b }),
            (b, a) => b.or(a),
        };
        let Some(neighbour) = neighbour else { continue };
        let Some(text) =
            candidates(seat, false).into_iter().find(|t| measure(t) + 2.0 * GAP <= room(neighbour))
        else {
            continue;
        };
        let w = measure(&text);
        let (a, b) = free[neighbour];
        let center_x = if neighbour > seat {
            free[neighbour] = (a + w + 2.0 * GAP, b);
            a + GAP + w / 2.0
        } else {
            free[neighbour] = (a, b - w - 2.0 * GAP);
            b - GAP - w / 2.0
        };
        placed.push(Placed { text, center_x, on: neighbour });
    }
    for (seat, &(a, b)) in free.iter().enumerate() {
        let (l, r) = segments[seat];
        if !candidates(seat, true).iter().any(|t| fits(t, r - l)) {
            continue;
        }
        if let Some(text) = candidates(seat, true).into_iter().find(|t| fits(t, b - a)) {
            placed.push(Placed { text, center_x: f32::midpoint(a, b), on: seat });
        }
    }
    placed
}

/// Draws the bar for the position after `cursor` moves, named `move_number` as the move
/// list numbers it, and every seat's name and figure in words below it.
pub fn bar(ui: &mut Ui, game: &ActiveGame, cursor: usize, move_number: usize) {
    let (rect, response) = ui.allocate_exact_size(vec2(ui.available_width(), BAR_HEIGHT), Sense::hover());
    let painter = ui.painter_at(rect);
    let font = FontId::proportional(11.0);
    let Some(judgement) = game.review.at(cursor) else {
        painter.rect_filled(rect, 3.0, ui.visuals().faint_bg_color);
        painter.text(
            rect.center(),
            Align2::CENTER_CENTER,
            tr!("eval-judging"),
            font,
            ui.visuals().weak_text_color(),
        );
        return;
    };
    let names = &game.info().players;
    let seat_colors = &game.info().seat_colors;
    let mut left = rect.left();
    for (seat, &chance) in judgement.chances.iter().enumerate() {
        let width = rect.width() * chance.clamp(0.0, 1.0);
        let segment = Rect::from_min_max(pos2(left, rect.top()), pos2(left + width, rect.bottom()));
        let (fill, outline) = seat_colours(seat, seat_colors);
        painter.rect_filled(segment, 0.0, fill);
        painter.rect_stroke(segment, 0.0, egui::Stroke::new(1.0, outline), egui::StrokeKind::Inside);
        left += width;
    }
    let measure =
        |text: &str| painter.layout_no_wrap(text.to_owned(), font.clone(), egui::Color32::WHITE).size().x;
    for label in place_labels(names, &judgement.chances, rect.width(), &measure) {
        let (fill, _) = seat_colours(label.on, seat_colors);
        let at = pos2(rect.left() + label.center_x, rect.center().y);
        painter.text(at, Align2::CENTER_CENTER, label.text, font.clone(), ink_on(fill));
    }
    painter.rect_stroke(rect, 3.0, ui.visuals().widgets.noninteractive.bg_stroke, egui::StrokeKind::Inside);
    let text =
        tr!("eval-chances", move_number = move_number, chances = chances_text(names, &judgement.chances));
    response.widget_info(|| WidgetInfo::labeled(Role::Label, true, &text));
    response.on_hover_text(&text);
    // Every seat's name and figure in words too, for those who read rather than look.
    ui.label(egui::RichText::new(chances_text(names, &judgement.chances)).small().weak());
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Six points a character, as an 11-point font is about.
    fn measure(text: &str) -> f32 {
        text.chars().count() as f32 * 6.0
    }

    fn names(names: &[&str]) -> Vec<String> {
        names.iter().map(|&n| n.to_owned()).collect()
    }

    fn texts(placed: &[Placed]) -> Vec<(&str, usize)> {
        placed.iter().map(|p| (p.text.as_str(), p.on)).collect()
    }

    #[test]
    fn short_names_tell_every_seat_apart() {
        assert_eq!(short_names(&names(&["White", "Black"])), ["W", "B"]);
        assert_eq!(short_names(&names(&["Player 1", "Player 2"])), ["P1", "P2"]);
        assert_eq!(short_names(&names(&["White", "Black", "Blue"])), ["W", "Bla", "Blu"]);
        assert_eq!(short_names(&names(&["Weiß", "Schwarz", "Rot"])), ["W", "S", "R"]);
        assert_eq!(short_names(&names(&["A", "AB"])), ["A", "AB"], "a name that starts another stays whole");
    }

    #[test]
    fn a_wide_segment_has_its_name_a_narrow_one_its_short_form() {
        // 260 points: White's 88% has room for "White 88%", Black's 12% (31 points) for
        // "B 12%" (30 + 8 does not fit) then "B".
        let placed = place_labels(&names(&["White", "Black"]), &[0.88, 0.12], 260.0, &measure);
        assert_eq!(texts(&placed), [("White 88%", 0), ("B", 1)]);
        let placed = place_labels(&names(&["White", "Black"]), &[0.8, 0.2], 260.0, &measure);
        assert_eq!(texts(&placed), [("White 80%", 0), ("B 20%", 1)]);
    }

    #[test]
    fn a_sliver_is_named_beside_it_on_its_neighbour() {
        let placed = place_labels(&names(&["White", "Black"]), &[0.98, 0.02], 260.0, &measure);
        assert_eq!(texts(&placed), [("B 2%", 0), ("White 98%", 0)]);
        // Black's name sits just left of Black's sliver; White's keeps clear of it.
        let boundary = 260.0 * 0.98;
        let (black, white) = (&placed[0], &placed[1]);
        assert!((black.center_x + measure("B 2%") / 2.0 + GAP - boundary).abs() < 1e-3);
        assert!(white.center_x + measure("White 98%") / 2.0 < black.center_x - measure("B 2%") / 2.0);
        // A sliver on the left end is named on its right.
        let placed = place_labels(&names(&["White", "Black"]), &[0.0, 1.0], 260.0, &measure);
        assert_eq!(texts(&placed), [("W 0%", 1), ("Black 100%", 1)]);
        assert!(placed[0].center_x < placed[1].center_x);
    }

    #[test]
    fn every_seat_of_three_is_named() {
        let placed = place_labels(&names(&["White", "Black", "Red"]), &[0.01, 0.97, 0.02], 240.0, &measure);
        let mut named: Vec<&str> = placed.iter().map(|p| p.text.as_str()).collect();
        named.sort_unstable();
        assert_eq!(named, ["Black 97%", "R 2%", "W 1%"]);
    }
}
