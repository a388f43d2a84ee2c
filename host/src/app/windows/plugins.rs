//! The Plugins window: every plugin file found with what became of it, the places looked in,
//! and Rescan.

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
        let window = egui::Window::new("Plugins")
            .open(&mut self.open)
            .default_width(680.0)
            .default_height(600.0)
            .vscroll(true);
        in_work_area(window, app.work_area).show(ui.ctx(), |ui| {
            let plugins = &app.plugins;
            if !plugins.enabled() {
                ui.label("This window was opened without plugins: none are looked for.");
                return;
            }
            ui.horizontal(|ui| {
                rescan = ui
                    .add_enabled(!plugins.scanning(), egui::Button::new("Rescan"))
                    .on_hover_text("Look for plugins again: new games appear, removed ones go")
                    .clicked();
                install = ui
                    .button("Install plugin…")
                    .on_hover_text(
                        "Copy a plugin file (.wasm, or a native library) into your plugin folder. \
                             You can also drop the file on the window.",
                    )
                    .clicked();
                if plugins.scanning() {
                    ui.add(egui::Spinner::new());
                    ui.label("Looking for plugins…");
                }
            });
            ui.add_space(6.0);
            ui.label(RichText::new("Places looked in, in this order").strong());
            places(ui, &plugins.places);
            ui.add_space(10.0);
            if plugins.scans == 0 {
                ui.label(RichText::new("Plugin files").strong());
                ui.label(RichText::new("Not looked at yet.").weak());
            } else {
                let loaded = plugins.statuses.iter().filter(|s| s.loaded().is_some()).count();
                let failed = plugins.statuses.len() - loaded;
                let count = format!("Plugin files: {loaded} loaded, {failed} not loaded");
                ui.label(RichText::new(count).strong());
                if plugins.statuses.is_empty() {
                    ui.label(RichText::new("No plugin files were found in these places.").weak());
                }
            }
            for status in &plugins.statuses {
                if let Some(asked) = plugin_row(ui, status) {
                    allow = Some(asked);
                }
            }
            ui.add_space(6.0);
            ui.label(
                RichText::new(
                    "WebAssembly plugins (.wasm) run in a sandbox with capped memory and time. \
                         Each native library is first tried in a separate process, so a plugin that \
                         crashes or hangs is only reported here. A built-in game wins over a plugin \
                         with the same id.",
                )
                .weak()
                .small(),
            );
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
                    ui.label(RichText::new("loaded").color(green).strong());
                }
                PluginOutcome::Failed(PluginFailure::NeedsConsent { .. }) => {
                    ui.label(
                        RichText::new("waiting for your consent").color(ui.visuals().warn_fg_color).strong(),
                    );
                }
                PluginOutcome::Failed(_) => {
                    ui.label(RichText::new("not loaded").color(ui.visuals().error_fg_color).strong());
                }
            }
        });
        ui.label(RichText::new(status.path.display().to_string()).weak().small());
        match &status.outcome {
            PluginOutcome::Loaded(loaded) => loaded_details(ui, loaded),
            PluginOutcome::Failed(PluginFailure::NeedsConsent { path, hash }) => {
                ui.label(
                    "A native plugin: it would run with your full rights (it could read and change \
                     your files, use the network, start programs). Allow it only if you trust \
                     whoever made it. WebAssembly (.wasm) plugins run sandboxed and need no consent.",
                );
                ui.horizontal(|ui| {
                    if ui
                        .button("Allow and load")
                        .on_hover_text("Remember consent for this exact file; a changed file asks again")
                        .clicked()
                    {
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
    ui.label(format!(
        "Game: {} ({}), rules version {}; plugin version {}",
        loaded.name, loaded.game_id, loaded.rules_version, loaded.plugin_version
    ));
    let access = match loaded.tier {
        Tier::Wasm => "Sandboxed (WebAssembly): it sees nothing but the game; no files, network or system.",
        Tier::Native => {
            "Native: runs with your full rights (files, network, processes). Load only plugins you trust."
        }
    };
    ui.label(RichText::new(access).strong());
    ui.label(
        RichText::new(format!(
            "Built with plateau-plugin {} and {}; checked in {} ms",
            loaded.abi_crate_version,
            loaded.rustc_version,
            loaded.probe_time.as_millis()
        ))
        .weak(),
    );
}

/// The search path, with whether each place exists.
fn places(ui: &mut Ui, places: &[Place]) {
    if places.is_empty() {
        ui.label(RichText::new("None.").weak());
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
                ui.label(if place.is_file { "file" } else { "folder" });
            } else {
                ui.label(RichText::new("does not exist").weak());
            }
            ui.end_row();
        }
    });
}

fn origin_text(origin: Origin) -> &'static str {
    match origin {
        Origin::CommandLine => "--plugins",
        Origin::Variable => "PLATEAU_PLUGIN_PATH",
        Origin::Executable => "Next to the program",
        Origin::UserData => "Your data folder",
    }
}
