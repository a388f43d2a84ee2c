//! The list of notices (`crate::app::notices`): every one kept, the latest first, each with
//! its mark and a button that dismisses it. The status line opens it; whatever it shows
//! counts as read.

use egui::{Label, RichText, Ui};

use crate::app::notices::Severity;
use crate::app::state::AppState;
use crate::app::windows::placement::in_work_area;
use crate::tr;

/// Draws the list while it is open.
pub fn show(ui: &Ui, app: &mut AppState) {
    if !app.notices.open {
        return;
    }
    let mut open = true;
    let mut dismissed = None;
    let mut all = false;
    let window = egui::Window::new(tr!("notices-title"))
        .id(egui::Id::unique("plateau-notices"))
        .open(&mut open)
        .default_width(440.0)
        .vscroll(true);
    in_work_area(window, app.work_area).show(ui.ctx(), |ui| {
        if app.notices.is_empty() {
            ui.label(tr!("notices-none"));
            return;
        }
        for notice in app.notices.latest_first() {
            ui.horizontal_top(|ui| {
                ui.label(
                    RichText::new(notice.severity.mark())
                        .color(notice.severity.colour(ui.visuals()))
                        .strong(),
                )
                .on_hover_text(severity_words(notice.severity));
                ui.vertical(|ui| {
                    let text = if notice.read {
                        RichText::new(&notice.text)
                    } else {
                        RichText::new(&notice.text).strong()
                    };
                    ui.add(Label::new(text).wrap());
                    if ui.small_button(tr!("notices-dismiss")).clicked() {
                        dismissed = Some(notice.id);
                    }
                });
            });
            ui.separator();
        }
        if ui.button(tr!("notices-dismiss-all")).clicked() {
            all = true;
        }
    });
    // Shown: read. A notice that came in while the list was open is read the next frame.
    app.notices.mark_read();
    // The status line's message goes with its notice: dismissed is dismissed.
    let gone: Vec<String> = app
        .notices
        .latest_first()
        .filter(|n| all || Some(n.id) == dismissed)
        .map(|n| n.text.clone())
        .collect();
    if gone.contains(&app.status) {
        app.status.clear();
    }
    if let Some(id) = dismissed {
        app.notices.dismiss(id);
    }
    if all {
        app.notices.dismiss_all();
    }
    app.notices.open = open && !all;
}

/// What a notice's mark means, in words.
pub fn severity_words(severity: Severity) -> String {
    match severity {
        Severity::Warning => tr!("notice-warning"),
        Severity::Error => tr!("notice-error"),
    }
}
