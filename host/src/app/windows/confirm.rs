//! The "save changes?" modal: asked before an action would throw away moves nobody saved
//! (a new game or an opened file replacing the game in progress, discarding the game left
//! open at the last exit). The action waits in [`AppState::confirm`] until the person picks.

use egui::Ui;

use crate::app::action::AppAction;
use crate::app::state::AppState;
use crate::app::view::View;
use crate::tr;

/// A question before an action that loses unsaved moves.
#[derive(Clone, Debug, PartialEq)]
pub struct Confirm {
    /// The heading (`"Save the DVONN game?"`).
    pub question: String,
    /// What would be lost, and by what.
    pub detail: String,
    /// The action, carried out once the person agrees.
    pub then: AppAction,
    /// Offer to save the game in progress first.
    pub offer_save: bool,
    /// The label of the button that goes on without saving.
    pub discard_label: String,
}

/// The modal showing [`AppState::confirm`].
#[derive(Default)]
pub struct ConfirmWindow;

/// What the person picked.
enum Choice {
    Save,
    Discard,
    Cancel,
}

impl View for ConfirmWindow {
    fn ui(&mut self, ui: &mut Ui, app: &mut AppState) {
        let Some(confirm) = &app.confirm else { return };
        let response = super::modal::modal(ui, "plateau-confirm").show(ui.ctx(), |ui| {
            ui.set_max_width(460.0);
            ui.heading(&confirm.question);
            ui.label(&confirm.detail);
            ui.add_space(8.0);
            let mut choice = None;
            ui.horizontal(|ui| {
                if confirm.offer_save && ui.button(tr!("confirm-save")).clicked() {
                    choice = Some(Choice::Save);
                }
                if ui.button(confirm.discard_label.as_str()).clicked() {
                    choice = Some(Choice::Discard);
                }
                if ui.button(tr!("button-cancel")).clicked() {
                    choice = Some(Choice::Cancel);
                }
            });
            choice
        });
        // Escape or a click beside the modal is Cancel: nothing is lost by it.
        let closed = response.should_close();
        let choice = response.inner.or_else(|| closed.then_some(Choice::Cancel));
        let Some(choice) = choice else { return };
        let Some(confirm) = app.confirm.take() else { return };
        match choice {
            Choice::Save => app.act(AppAction::SaveThen(Box::new(confirm.then))),
            Choice::Discard => {
                // "Don't save" before a game is replaced: the person let it go, so it does
                // not join the kept games either.
                if confirm.offer_save {
                    app.let_go_active();
                }
                app.act(AppAction::Confirmed(Box::new(confirm.then)));
            }
            Choice::Cancel => app.status = tr!("confirm-nothing-changed"),
        }
    }
}
