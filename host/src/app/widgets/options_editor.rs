//! The editor of a game's rule options, as the new-game dialog and the rules lab show it:
//! one row per option (its label, with the help on hover, and a widget for its kind),
//! editing the options as the JSON object a game is created from. An option is written only
//! once the person changes it; until then the game's default applies. An option that
//! depends on another ([`OptionSpec::shown_when`]) has a row only while it applies; its
//! value stays in the object, for when it applies again, and the callers pass the game only
//! [`plateau_core::applicable_options`]. Engine settings ([`OptionSpec::engine_only`]) have
//! rows only for [`Audience::Studies`].

use egui::{ComboBox, Ui};
use plateau_core::{OptionKind, OptionSpec};
use serde_json::{Map, Value};

/// Who the editor is for.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Audience {
    /// People starting a game: rules only.
    Players,
    /// The rules lab: engine settings too.
    Studies,
}

/// One grid row per option of `specs` that applies (call inside a two-column
/// [`egui::Grid`]); true if a value changed. Two editors on one screen need their own
/// [`Ui::push_id`] scopes.
pub fn option_rows(
    ui: &mut Ui,
    specs: &[OptionSpec],
    options: &mut Map<String, Value>,
    audience: Audience,
) -> bool {
    let mut changed = false;
    for spec in specs {
        if !spec.applies(specs, options) || (spec.engine_only && audience == Audience::Players) {
            continue;
        }
        let label = ui.label(&spec.label).on_hover_text(&spec.help);
        changed |= option_widget(ui, &spec.key, &spec.kind, options, label.id);
        ui.end_row();
    }
    changed
}

/// One option's widget; true if the value changed.
fn option_widget(
    ui: &mut Ui,
    key: &str,
    kind: &OptionKind,
    options: &mut Map<String, Value>,
    label: egui::Id,
) -> bool {
    match kind {
        OptionKind::Choice { choices, default, .. } => {
            let mut current = options.get(key).and_then(Value::as_str).unwrap_or(default).to_owned();
            let before = current.clone();
            // The menu shows words; the options keep the values games and saves read.
            ComboBox::from_id_salt(("option", key))
                .selected_text(kind.choice_words(&current))
                .show_ui(ui, |ui| {
                    for c in choices {
                        ui.selectable_value(&mut current, c.clone(), kind.choice_words(c));
                    }
                })
                .response
                .labelled_by(label);
            if current != before {
                options.insert(key.to_owned(), Value::String(current));
                return true;
            }
        }
        OptionKind::Integer { min, max, default } => {
            let mut current = options.get(key).and_then(Value::as_i64).unwrap_or(*default);
            let before = current;
            ui.add(egui::DragValue::new(&mut current).range(*min..=*max)).labelled_by(label);
            if current != before {
                options.insert(key.to_owned(), Value::from(current));
                return true;
            }
        }
        OptionKind::Flag { default } => {
            let mut current = options.get(key).and_then(Value::as_bool).unwrap_or(*default);
            if ui.checkbox(&mut current, "").labelled_by(label).changed() {
                options.insert(key.to_owned(), Value::Bool(current));
                return true;
            }
        }
    }
    false
}
