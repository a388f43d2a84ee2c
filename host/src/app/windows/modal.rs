//! The app's modal windows: egui's [`egui::Modal`], over a backdrop that shows in both themes,
//! with their drop-down lists always above them.
//!
//! egui orders the layers of one [`egui::Order`] by when each last asked to be on top, and a
//! modal and the lists it opens share [`egui::Order::Foreground`]. A list asks to be on top
//! only in the frame it opens; a press anywhere on the modal asks the same for the modal. The
//! first time, the list's layer is new and lands above; every later time both ask in the same
//! frame, and egui keeps their old order, in which the modal had come above the list when it
//! was last clicked. The list then opened behind the dialog, where it took no input, for the
//! rest of the run (and, with the layer order kept in the window's saved state, for later runs
//! too). So every frame the top modal names the list it has open as its sublayer, which egui
//! always draws directly above its parent.

use egui::{Color32, Context, Id, LayerId, Modal, ModalResponse, Order, Ui};

/// How dark the backdrop behind a modal window is, out of 255: egui's own 100 in the light
/// theme, more in the dark one, where 100 barely shows on a dark screen and the window seemed
/// to float on nothing.
fn backdrop_alpha(dark: bool) -> u8 {
    if dark { 170 } else { 100 }
}

/// A modal window of the app.
pub struct AppModal(Modal);

/// A modal window named `name`, for the theme `ui` shows now.
pub fn modal(ui: &Ui, name: &str) -> AppModal {
    let alpha = backdrop_alpha(ui.visuals().dark_mode);
    AppModal(Modal::new(Id::unique(name)).backdrop_color(Color32::from_black_alpha(alpha)))
}

impl AppModal {
    /// Shows the window with `content`, any drop-down list it has open above it.
    pub fn show<T>(self, ctx: &Context, content: impl FnOnce(&mut Ui) -> T) -> ModalResponse<T> {
        let response = self.0.show(ctx, content);
        if response.is_top_modal {
            keep_popups_above(ctx, response.response.layer_id);
        }
        response
    }
}

/// Makes every open pop-up list a sublayer of `modal` for this frame. Only the top modal
/// takes input, so any list open is one of its own.
pub fn keep_popups_above(ctx: &Context, modal: LayerId) {
    let shown = ctx.memory(|memory| memory.areas().visible_layer_ids());
    let open: Vec<LayerId> = shown
        .into_iter()
        .filter(|layer| {
            layer.order == Order::Foreground && *layer != modal && egui::Popup::is_id_open(ctx, layer.id)
        })
        .collect();
    ctx.memory_mut(|memory| {
        for layer in open {
            memory.areas_mut().set_sublayer(modal, layer);
        }
    });
}

/// Forgets the order of the window's layers and the sizes of its panels that an earlier run
/// left in egui's memory: such a saved state once kept the New game dialog's lists behind it
/// and a side panel wider than its contents (see the module's text). The options (the zoom)
/// stay. Call it between frames, before the first.
pub fn forget_saved_layout(ctx: &Context) {
    ctx.memory_mut(|memory| {
        let options = memory.options.clone();
        *memory = egui::Memory::default();
        memory.options = options;
    });
}
