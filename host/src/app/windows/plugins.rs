//! The Plugins window: every plugin file found with what became of it, the places looked in,
//! and Rescan.

use crate::tr;
use egui::{RichText, Ui};

use crate::app::action::AppAction;
use crate::app::plugin_scan::Place;
use crate::app::state::AppState;
use crate::app::view::View;
use crate::app::windows::placement::in_work_area;
use plateau_plugin::host::Tier;

use crate::plugins::{LoadedPlugin, Origin, PluginFailure, PluginOutcome, PluginStatus};

/// The Plugins window.
#[derive(Default)]
pub struct PluginsWindow {
    /// True while the window is open.
    pub open: bool,
}

impl View for PluginsWindow {
    fn ui(&mut self, ui: &mut Ui, app: &mut AppState) {
        if !self.open {
            return;
        }
        let mut rescan = false;
        let mut install = false;
        let mut allow = None;
        let window = egui::Window::new(tr!("plugins-title"))
            .id(egui::Id::unique("plateau-plugins"))
            .open(&mut self.open)
            .default_width(680.0)
            .default_height(600.0)
            .vscroll(true);
        in_work_area(window, app.work_area).show(ui.ctx(), |ui| {
            let plugins = &app.plugins;
            if !plugins.enabled() {
                ui.label(tr!("plugins-disabled"));
                return;
            }
            ui.horizontal(|ui| {
                rescan = ui
                    .add_enabled(!plugins.scanning(), egui::Button::new(tr!("plugins-rescan")))
                    .on_hover_text(tr!("plugins-rescan-tip"))
                    .clicked();
                install =
                    ui.button(tr!("plugins-install")).on_hover_text(tr!("plugins-install-tip")).clicked();
                if plugins.scanning() {
                    ui.add(egui::Spinner::new());
                    ui.label(tr!("plugins-scanning"));
                }
            });
            ui.add_space(6.0);
            ui.label(RichText::new(tr!("plugins-places")).strong());
            places(ui, &plugins.places);
            ui.add_space(10.0);
            if plugins.scans == 0 {
                ui.label(RichText::new(tr!("plugins-files")).strong());
                ui.label(RichText::new(tr!("plugins-not-yet")).weak());
            } else {
                let loaded = plugins.statuses.iter().filter(|s| s.loaded().is_some()).count();
                let failed = plugins.statuses.len() - loaded;
                let count = tr!("plugins-count", loaded = loaded, failed = failed);
                ui.label(RichText::new(count).strong());
                if plugins.statuses.is_empty() {
                    ui.label(RichText::new(tr!("plugins-none-found")).weak());
                }
            }
            for status in &plugins.statuses {
                if let Some(asked) = plugin_row(ui, status) {
                    allow = Some(asked);
                }
            }
            ui.add_space(6.0);
            ui.label(RichText::new(tr!("plugins-footnote")).weak().small());
        });
        if rescan {
            app.act(AppAction::RescanPlugins);
        }
        if install {
            app.act(AppAction::InstallPlugin);
        }
        if let Some(action) = allow {
            app.act(action);
        }
    }
}

/// One plugin file: loaded, with its game and build, or the reason it is not; a native
/// plugin waiting for consent gets "Allow and load", whose action this returns when clicked.
fn plugin_row(ui: &mut Ui, status: &PluginStatus) -> Option<AppAction> {
    let mut allow = None;
    egui::Frame::group(ui.style()).show(ui, |ui| {
        ui.set_width(ui.available_width());
        let name = status
            .path
            .file_name()
            .map_or_else(|| status.path.display().to_string(), |n| n.to_string_lossy().into_owned());
        ui.horizontal(|ui| {
            ui.label(RichText::new(name).strong().monospace());
            match &status.outcome {
                PluginOutcome::Loaded(_) => {
                    let green = if ui.visuals().dark_mode {
                        egui::Color32::from_rgb(120, 200, 120)
                    } else {
                        egui::Color32::from_rgb(30, 120, 50)
                    };
                    ui.label(RichText::new(tr!("plugins-loaded")).color(green).strong());
                }
                PluginOutcome::Failed(PluginFailure::NeedsConsent { .. }) => {
                    ui.label(
                        RichText::new(tr!("plugins-waiting-consent"))
                            .color(ui.visuals().warn_fg_color)
                            .strong(),
                    );
                }
                PluginOutcome::Failed(_) => {
                    ui.label(
                        RichText::new(tr!("plugins-not-loaded")).color(ui.visuals().error_fg_color).strong(),
                    );
                }
            }
        });
        ui.label(RichText::new(status.path.display().to_string()).weak().small());
        match &status.outcome {
            PluginOutcome::Loaded(loaded) => loaded_details(ui, loaded),
            PluginOutcome::Failed(PluginFailure::NeedsConsent { path, hash }) => {
                ui.label(tr!("plugins-consent-question"));
                ui.horizontal(|ui| {
                    if ui.button(tr!("plugins-allow")).on_hover_text(tr!("plugins-allow-tip")).clicked() {
                        allow = Some(AppAction::AllowPlugin { path: path.clone(), hash: hash.clone() });
                    }
                    ui.label(
                        RichText::new(format!("SHA-256 {}", &hash[..16.min(hash.len())])).weak().small(),
                    );
                });
            }
            PluginOutcome::Failed(failure) => {
                ui.add(
                    egui::Label::new(RichText::new(failure.to_string()).color(ui.visuals().error_fg_color))
                        .selectable(true),
                );
            }
        }
    });
    allow
}

fn loaded_details(ui: &mut Ui, loaded: &LoadedPlugin) {
    ui.label(tr!(
        "plugins-game",
        name = loaded.name.as_str(),
        id = loaded.game_id.as_str(),
        rules_version = loaded.rules_version.to_string(),
        plugin_version = loaded.plugin_version.as_str()
    ));
    let access = match loaded.tier {
        Tier::Wasm => tr!("plugins-tier-wasm"),
        Tier::Native => tr!("plugins-tier-native"),
    };
    ui.label(RichText::new(access).strong());
    ui.label(
        RichText::new(tr!(
            "plugins-built-with",
            abi = loaded.abi_crate_version.as_str(),
            rustc = loaded.rustc_version.as_str(),
            ms = loaded.probe_time.as_millis().to_string()
        ))
        .weak(),
    );
}

/// The search path, with whether each place exists.
fn places(ui: &mut Ui, places: &[Place]) {
    if places.is_empty() {
        ui.label(RichText::new(tr!("plugins-no-places")).weak());
        return;
    }
    egui::Grid::new("plugin-places").num_columns(3).spacing([12.0, 4.0]).striped(true).show(ui, |ui| {
        for place in places {
            ui.label(origin_text(place.origin));
            ui.add(
                egui::Label::new(RichText::new(place.path.display().to_string()).monospace())
                    .selectable(true),
            );
            if place.exists {
                ui.label(if place.is_file { tr!("plugins-place-file") } else { tr!("plugins-place-folder") });
            } else {
                ui.label(RichText::new(tr!("plugins-place-missing")).weak());
            }
            ui.end_row();
        }
    });
}

fn origin_text(origin: Origin) -> String {
    match origin {
        Origin::CommandLine => "--plugins".to_owned(),
        Origin::Variable => "PLATEAU_PLUGIN_PATH".to_owned(),
        Origin::Executable => tr!("plugins-origin-executable"),
        Origin::UserData => tr!("plugins-origin-data"),
    }
}
