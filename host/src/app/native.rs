//! Running the app in a real window, and the screenshot mode used by the smoke test and for
//! the README's pictures.

use std::path::PathBuf;
use std::sync::Arc;

use anyhow::Context as _;

use super::files::NativeDialogs;
use super::prefs::{self, Prefs};
use super::{DeviceSpeaker, PlateauApp, PluginSource, SettingsFile, Shelf};
use crate::i18n::Language;
use crate::plugins::SearchPath;
use crate::registry;

/// How to run the window.
#[derive(Clone, Debug, Default)]
#[expect(clippy::struct_excessive_bools, reason = "independent command-line switches")]
pub struct NativeRun {
    /// Write a PNG of the window to this path once it has settled, then close.
    pub screenshot: Option<PathBuf>,
    /// Open this game at start (with `demo_moves` random moves played), for pictures.
    pub demo: Option<String>,
    /// Rule options of the demo game (`key=value`).
    pub demo_options: Vec<String>,
    /// Random moves to play in the demo game.
    pub demo_moves: usize,
    /// The demo game's clock: a preset name of the New game dialog ("5+3").
    pub demo_clock: Option<String>,
    /// The demo game's seat choices ("human", "hard", ...); people where none is given.
    pub demo_seats: Vec<String>,
    /// Show the demo game in analysis mode.
    pub demo_analyse: bool,
    /// Theme for the demo picture.
    pub dark: bool,
    /// Open the new-game dialog at start (for pictures).
    pub new_game_dialog: bool,
    /// Open this game's first lesson at start, at a step (`dvonn:5`, from 1).
    pub learn: Option<String>,
    /// Show coordinates on the board (for pictures).
    pub coordinates: bool,
    /// The window's language this time, whatever the preferences say (for pictures).
    pub language: Option<Language>,
    /// The window's size at start (default 1280x800).
    pub size: Option<[f32; 2]>,
    /// A save file to open at start.
    pub open: Option<PathBuf>,
    /// Where to look for plugin games (scanned on a worker thread once the window is open).
    pub plugins: SearchPath,
}

/// The window's icon: the desktop entry's, drawn at 64 pixels (host/packaging/icons).
fn window_icon() -> egui::IconData {
    let png = include_bytes!("../../packaging/icons/plateau-64.png");
    match image::load_from_memory(png) {
        Ok(picture) => {
            let rgba = picture.to_rgba8();
            egui::IconData { width: rgba.width(), height: rgba.height(), rgba: rgba.into_raw() }
        }
        // Cannot happen with the file built in; a window without an icon is still a window.
        Err(_) => egui::IconData::default(),
    }
}

/// Opens the window and runs until it is closed.
pub fn run_native(run: NativeRun) -> anyhow::Result<()> {
    let mut options = eframe::NativeOptions {
        viewport: egui::ViewportBuilder::default()
            .with_title("Plateau")
            // The desktop entry's name, so the desktop puts the window under its icon.
            .with_app_id("plateau")
            .with_icon(window_icon())
            .with_inner_size(run.size.unwrap_or([1280.0, 800.0]))
            .with_min_inner_size([720.0, 480.0]),
        ..eframe::NativeOptions::default()
    };
    let capturing = run.screenshot.is_some();
    // Pictures and smoke tests must neither read nor overwrite a person's preferences: they
    // keep theirs in a file of their own, removed again when the window closes.
    let scratch_storage =
        capturing.then(|| std::env::temp_dir().join(format!("plateau-screenshot-{}", std::process::id())));
    if capturing {
        options.persistence_path.clone_from(&scratch_storage);
        options.persist_window = false;
    }
    let demo_options = plateau_core::options::from_pairs(&run.demo_options)?;
    let demo_clock = match run.demo_clock.as_deref() {
        None => None,
        Some(name) => Some(super::clock::preset(name).ok_or_else(|| {
            let known: Vec<&str> = super::clock::PRESETS.iter().map(|p| p.0).collect();
            anyhow::anyhow!(
                "unknown clock '{name}' (expected minutes+seconds such as {}; at most {}+{})",
                known.join(", "),
                super::clock::MAX_MINUTES,
                super::clock::MAX_INCREMENT_S
            )
        })?),
    };
    let plugins = PluginSource::standard(run.plugins.clone());
    let result = eframe::run_native(
        "Plateau",
        options,
        Box::new(move |cc| {
            let storage = cc.storage;
            // What an older version left of the window's layout (layer order, panel sizes) is
            // not brought along; this version keeps none (`persist_egui_memory`).
            super::forget_saved_layout(&cc.egui_ctx);
            let get = |key| if capturing { None } else { storage.and_then(|s| s.get_string(key)) };
            // Preferences from their file, else (the first run after an older version) from the
            // window's storage; pictures use the defaults.
            let mut settings = if capturing { SettingsFile::none() } else { SettingsFile::user() };
            let mut prefs = settings.read().unwrap_or_else(|| {
                // Nobody has chosen a language yet: the system's, where the window speaks it
                // (pictures are English unless --language says otherwise).
                let mut prefs = Prefs::from_json(get(prefs::KEY).as_deref());
                if !capturing {
                    prefs.language =
                        Language::from_environment(|name| std::env::var(name).ok()).unwrap_or_default();
                }
                prefs
            });
            if let Some(language) = run.language {
                prefs.language = language;
            }
            // Pictures keep nothing; a person's games are kept in their data folder, with any
            // that an older version kept in the window's settings moved there.
            let shelf = if capturing {
                Shelf::none()
            } else {
                Shelf::user().with_legacy(&get(prefs::AUTOSAVE_KEY).unwrap_or_default())
            };
            let mut app =
                PlateauApp::with_plugins(registry::builtin(), plugins, prefs, shelf, Box::new(NativeDialogs));
            app.keep_settings_in(settings);
            if !capturing {
                app.use_speaker(Box::new(DeviceSpeaker::new()));
            }
            if run.dark {
                app.prefs_mut().theme = prefs::Theme::Dark;
            } else if capturing {
                app.prefs_mut().theme = prefs::Theme::Light;
            }
            let mut demo = None;
            if let Some(id) = &run.demo {
                match app.start_timed_game(id, &demo_options, &run.demo_seats, demo_clock) {
                    Ok(()) => {
                        app.play_random_moves(run.demo_moves, 7);
                        app.set_analysing(run.demo_analyse);
                    }
                    // Perhaps a plugin game: tried again once the plugins have been looked for.
                    Err(_) if app.is_scanning_plugins() => {
                        demo = Some(Demo {
                            id: id.clone(),
                            options: demo_options.clone(),
                            moves: run.demo_moves,
                        });
                    }
                    Err(e) => return Err(anyhow::anyhow!(e).into()),
                }
            }
            if run.coordinates {
                app.prefs_mut().show_coordinates = true;
            }
            if let Some(learn) = &run.learn {
                let (id, step) = learn.split_once(':').unwrap_or((learn, "1"));
                let step = step
                    .parse::<usize>()
                    .map_err(|_| anyhow::anyhow!("--learn {learn}: the step is not a number"))?;
                app.open_lesson(id, step.saturating_sub(1)).map_err(|e| anyhow::anyhow!("--learn: {e}"))?;
            }
            if let Some(path) = &run.open {
                // A missing or broken file says so in the window, like Open does.
                app.open_path(path);
            }
            Ok(Box::new(Capture {
                app,
                demo,
                new_game_dialog: run.new_game_dialog,
                target: run.screenshot.clone(),
                frames: 0,
                since: 0.0,
                requested: false,
            }))
        }),
    );
    if let Some(path) = scratch_storage {
        let _ = std::fs::remove_file(path);
    }
    result.map_err(|e| anyhow::anyhow!("{e}")).context("could not open the window")
}

/// A demo game waiting for the plugin scan (its game may come from a plugin).
struct Demo {
    id: String,
    options: serde_json::Value,
    moves: usize,
}

/// The app, plus the screenshot mode: after a few frames, capture the window and close.
struct Capture {
    app: PlateauApp,
    demo: Option<Demo>,
    /// The New Game dialog, to open once the plugin scan is done: while the dialog is open
    /// the scan's games wait (the list does not change under the person's pointer), so a
    /// picture taken then would wait for ever.
    new_game_dialog: bool,
    target: Option<PathBuf>,
    frames: u32,
    /// When the frames were last counted from zero (egui's input time, in seconds).
    since: f64,
    requested: bool,
}

/// How long the window settles before its picture: windows fade in over egui's animation
/// time (a twelfth of a second), and frames under a virtual display come faster than that.
const SETTLE_SECONDS: f64 = 0.3;

impl eframe::App for Capture {
    fn ui(&mut self, ui: &mut egui::Ui, frame: &mut eframe::Frame) {
        eframe::App::ui(&mut self.app, ui, frame);
        if !self.app.is_scanning_plugins()
            && let Some(demo) = self.demo.take()
        {
            match self.app.start_game(&demo.id, &demo.options, &[]) {
                Ok(()) => {
                    self.app.play_random_moves(demo.moves, 7);
                }
                Err(e) => {
                    eprintln!("error: {e}");
                    ui.ctx().send_viewport_cmd(egui::ViewportCommand::Close);
                }
            }
            // The picture waits for the game's layout to settle too.
            self.frames = 0;
            self.since = ui.ctx().input(|i| i.time);
            ui.ctx().request_repaint();
        }
        if self.new_game_dialog && self.demo.is_none() && !self.app.is_scanning_plugins() {
            self.new_game_dialog = false;
            self.app.open_new_game_dialog(None);
            self.frames = 0;
            self.since = ui.ctx().input(|i| i.time);
            ui.ctx().request_repaint();
        }
        let Some(path) = &self.target else { return };
        self.frames += 1;
        let ctx = ui.ctx().clone();
        // Let layout settle (panel sizes, fonts) and the plugin games arrive before the picture.
        // The evaluation graph is complete too (its figures are seeded, so the picture repeats).
        if self.frames >= 10
            && ctx.input(|i| i.time) - self.since >= SETTLE_SECONDS
            && self.demo.is_none()
            && !self.new_game_dialog
            && !self.app.is_scanning_plugins()
            && !self.app.is_reviewing()
            && !self.app.awaits_analysis()
            && !self.requested
        {
            self.requested = true;
            let path = path.clone();
            let closer = ctx.clone();
            ctx.request_screenshot(move |image: Arc<egui::ColorImage>| {
                if let Err(e) = write_png(&path, &image) {
                    eprintln!("error: could not write the screenshot {}: {e}", path.display());
                }
                closer.send_viewport_cmd(egui::ViewportCommand::Close);
            });
        }
        ctx.request_repaint();
    }

    fn raw_input_hook(&mut self, _ctx: &egui::Context, raw_input: &mut egui::RawInput) {
        if self.target.is_some() {
            // A picture shows the window, not a tooltip of wherever the display's pointer
            // happens to rest (the middle of the screen, over the evaluation graph of a small
            // window).
            raw_input
                .events
                .retain(|e| !matches!(e, egui::Event::PointerMoved(_) | egui::Event::MouseMoved(_)));
            raw_input.events.push(egui::Event::PointerGone);
        }
    }

    fn save(&mut self, storage: &mut dyn eframe::Storage) {
        if self.target.is_none() {
            eframe::App::save(&mut self.app, storage);
        }
    }
}

fn write_png(path: &std::path::Path, image: &egui::ColorImage) -> anyhow::Result<()> {
    let [w, h] = image.size;
    let bytes: Vec<u8> = image.pixels.iter().flat_map(egui::Color32::to_array).collect();
    let buffer = image::RgbaImage::from_raw(w as u32, h as u32, bytes).context("image size")?;
    let mut png = std::io::Cursor::new(Vec::new());
    buffer.write_to(&mut png, image::ImageFormat::Png)?;
    plateau_core::files::write(path, png.get_ref())?;
    Ok(())
}
