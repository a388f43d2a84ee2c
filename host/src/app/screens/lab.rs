//! The rules lab screen: a study set up on the left, run on worker threads with a progress
//! bar and Cancel, and its report on the right — tables, comparisons and plots — with
//! Export. It replaces the start or game screen while open; the game in progress waits
//! behind it untouched. The form is checked by making each rule set's game: off the window's
//! thread for a plugin's game, which may take long (`background`).

mod draft;
mod export;
mod finished;
mod job;
mod plots;
mod setup;
mod tables;

use crate::tr;
use std::path::Path;
use std::time::Duration;

use egui::{RichText, Ui};
use plateau_core::GameFactory;
use plateau_core::lab::{PreparedStudy, Study, StudyError};

use crate::app::action::AppAction;
use crate::app::background::{FIRST_WAIT, Job, POLL};
use crate::app::state::AppState;
use crate::app::view::View;
use crate::app::windows::loading::grouped;
use draft::StudyDraft;
use finished::FinishedStudy;
use job::LabJob;
use setup::{FormState, run_row, study_form};

/// How often the window redraws while a study runs, for the progress bar.
const RUNNING_REPAINT: Duration = Duration::from_millis(100);

/// The lab screen: the form, the study running, and the last results.
#[derive(Default)]
pub struct LabScreen {
    draft: StudyDraft,
    checked: Option<Checked>,
    job: Option<LabJob>,
    finished: Option<FinishedStudy>,
    /// Why the last run failed (a fault in a game or an agent, not bad input).
    failure: Option<String>,
}

/// The form's study as last checked by the core, made again only when the form changes
/// (checking makes a session per rule set).
struct Checked {
    study: Result<Study, StudyError>,
    prepared: Checking,
}

/// A check of the study: under way (for a plugin's game), or done.
enum Checking {
    Running(Job<Result<PreparedStudy, StudyError>>),
    Done(Result<PreparedStudy, StudyError>),
}

impl Checking {
    /// Checks `study` against `app`'s games: off the window's thread for a plugin's game,
    /// waiting for it at most [`FIRST_WAIT`].
    fn start(study: &Result<Study, StudyError>, app: &AppState) -> Self {
        let study = match study {
            Ok(study) => study.clone(),
            Err(e) => return Self::Done(Err(e.clone())),
        };
        let plugin = app.game_index(&study.game).is_some_and(|g| app.is_plugin_game(g));
        let games = app.games.clone();
        let mut checking = Self::Running(Job::start(plugin, "plateau-lab-check", move |_| {
            let factories: Vec<&dyn GameFactory> = games.iter().map(AsRef::as_ref).collect();
            study.prepare(&factories)
        }));
        checking.settle(FIRST_WAIT);
        checking
    }

    /// Takes the check's answer once there, waiting at most `wait`.
    fn settle(&mut self, wait: Duration) {
        let Self::Running(job) = self else { return };
        if let Some(done) = job.take(wait) {
            *self = Self::Done(done.unwrap_or_else(|_| {
                Err(StudyError { field: "game".to_owned(), reason: tr!("lab-check-ended") })
            }));
        }
    }
}

impl LabScreen {
    /// Called as the lab opens: a form without a game takes the game in progress, or else
    /// the last one played.
    pub fn open(&mut self, app: &AppState) {
        if self.draft.game.is_none() {
            let id = app.active.as_ref().map(|a| a.info().id.clone()).or_else(|| app.prefs.last_game.clone());
            if let Some(game) = id.and_then(|id| app.game_index(&id)) {
                self.draft.choose_game(game);
            }
        }
    }

    /// True while a study runs.
    pub fn is_running(&self) -> bool {
        self.job.is_some()
    }

    /// Writes the last results into `folder`; the status line on success, the error's text
    /// otherwise. `game_name` names the study's game in its plots' titles.
    pub fn export(&self, folder: &Path, game_name: &dyn Fn(&str) -> String) -> Result<String, String> {
        let study = self.finished.as_ref().ok_or_else(|| tr!("lab-nothing-to-export"))?;
        let name = game_name(&study.results.study.game);
        let written = export::write_results(folder, &study.results, &study.report, &name)
            .map_err(|e| tr!("lab-export-failed", reason = e.as_str()))?;
        let what = tr!(
            "lab-exported",
            files = written.paths.len(),
            folder = folder.display().to_string(),
            plots = export::PLOTS.len()
        );
        Ok(match written.number {
            None => what,
            // Nothing was replaced; the status says where the new files went instead.
            Some(n) => tr!("lab-exported-numbered", exported = what, number = n),
        })
    }

    /// Checks the form against the games (again, if it changed): `Err(None)` while the check
    /// runs, the problem if it cannot run.
    fn check(&mut self, app: &AppState) -> Result<(), Option<&StudyError>> {
        let study = self.draft.study(&app.games);
        if self.checked.as_ref().is_none_or(|c| c.study != study) {
            // A check under way for the form as it was is dropped, its answer unread.
            let prepared = Checking::start(&study, app);
            self.checked = Some(Checked { study, prepared });
        }
        let Some(checked) = &mut self.checked else { return Err(None) };
        checked.prepared.settle(Duration::ZERO);
        match &checked.prepared {
            Checking::Running(_) => Err(None),
            Checking::Done(prepared) => prepared.as_ref().map(|_| ()).map_err(Some),
        }
    }

    fn run(&mut self) {
        if let Some(Checked { prepared: Checking::Done(Ok(prepared)), .. }) = self.checked.take() {
            self.job = Some(LabJob::start(prepared));
            self.failure = None;
        }
    }

    /// Takes the results of a run that has ended; keeps the window repainting while one runs.
    fn poll(&mut self, ctx: &egui::Context, app: &mut AppState) {
        let Some(job) = &self.job else { return };
        let Some(outcome) = job.poll() else {
            ctx.request_repaint_after(RUNNING_REPAINT);
            return;
        };
        self.job = None;
        match outcome {
            Ok(results) => {
                let game = app
                    .game_index(&results.study.game)
                    .map_or_else(|| results.study.game.clone(), |g| app.games[g].info().name.clone());
                let study = FinishedStudy::new(results, &game);
                app.status = if study.report.complete {
                    tr!("lab-finished", games = grouped(study.results.games.len()))
                } else {
                    tr!(
                        "lab-cancelled",
                        done = grouped(study.results.games.len()),
                        planned = grouped(study.planned as usize)
                    )
                };
                self.finished = Some(study);
            }
            Err(e) => self.failure = Some(e),
        }
    }

    fn report(&self, ui: &mut Ui, app: &mut AppState) {
        if let Some(job) = &self.job {
            progress(ui, job);
            ui.add_space(12.0);
        }
        if let Some(failure) = &self.failure {
            ui.colored_label(ui.visuals().error_fg_color, tr!("lab-failed", reason = failure.as_str()));
            ui.add_space(12.0);
        }
        let Some(study) = &self.finished else {
            if self.job.is_none() {
                ui.add_space(24.0);
                ui.label(tr!("lab-intro"));
            }
            return;
        };
        let report = &study.report;
        ui.heading(&study.title);
        if !report.complete {
            ui.colored_label(
                ui.visuals().warn_fg_color,
                tr!(
                    "lab-incomplete",
                    done = grouped(study.results.games.len()),
                    planned = grouped(study.planned as usize)
                ),
            );
        }
        let s = &study.results.study;
        ui.label(
            RichText::new(tr!(
                "lab-settings",
                games = grouped(s.games as usize),
                agents = s.seats.join(", "),
                seed = s.seed.to_string(),
                cap = grouped(s.max_moves as usize)
            ))
            .weak(),
        );
        if ui.button(tr!("lab-export")).on_hover_text(tr!("lab-export-tip")).clicked() {
            app.act(AppAction::ExportLab);
        }
        ui.add_space(10.0);
        tables::rule_set_tables(ui, report);
        ui.add_space(10.0);
        tables::comparisons(ui, report);
        ui.add_space(14.0);
        plots::plots(ui, study);
    }
}

/// The bar of a running study: games done of all, the pace, the time left, and Cancel.
fn progress(ui: &mut Ui, job: &LabJob) {
    let (done, total) = (job.done(), job.total());
    ui.label(RichText::new(tr!("lab-running")).strong());
    ui.add(egui::ProgressBar::new(done as f32 / total.max(1) as f32).text(tr!(
        "lab-progress",
        done = grouped(done as usize),
        total = grouped(total as usize)
    )));
    let pace = match job.pace() {
        (rate, Some(left)) => tr!("lab-pace", rate = format!("{rate:.0}"), left = duration_text(left)),
        _ => tr!("lab-starting"),
    };
    ui.label(RichText::new(pace).weak());
    if job.is_stopping() {
        ui.add_enabled(false, egui::Button::new(tr!("lab-stopping")));
    } else if ui.button(tr!("button-cancel")).on_hover_text(tr!("lab-cancel-tip")).clicked() {
        job.cancel();
    }
}

/// "45 s", "3 min 20 s", "2 h 5 min".
fn duration_text(d: Duration) -> String {
    let s = d.as_secs();
    match s {
        0..60 => format!("{s} s"),
        60..3600 => format!("{} min {} s", s / 60, s % 60),
        _ => format!("{} h {} min", s / 3600, s / 60 % 60),
    }
}

impl View for LabScreen {
    fn ui(&mut self, ui: &mut Ui, app: &mut AppState) {
        self.poll(ui.ctx(), app);
        let (problem, checking) = match self.check(app) {
            Ok(()) => (None, false),
            Err(problem) => (problem.cloned(), problem.is_none()),
        };
        if checking {
            ui.ctx().request_repaint_after(POLL);
        }
        let running = self.is_running();
        let mut run = false;
        egui::Panel::left("lab-setup").default_size(380.0).min_size(300.0).resizable(true).show(ui, |ui| {
            // Run stays in view below the form, however long the form scrolls.
            egui::Panel::bottom("lab-run").show(ui, |ui| {
                ui.add_space(6.0);
                let state = FormState { problem: problem.as_ref(), checking, running };
                run = run_row(ui, &self.draft, &state);
                ui.add_space(2.0);
            });
            egui::ScrollArea::vertical().show(ui, |ui| {
                ui.add_space(8.0);
                ui.add_enabled_ui(!running, |ui| study_form(ui, &mut self.draft, &app.games));
                ui.add_space(8.0);
            });
        });
        if run {
            self.run();
        }
        egui::CentralPanel::default().show(ui, |ui| {
            ui.horizontal(|ui| {
                let back =
                    if app.active.is_some() { tr!("lab-back-to-game") } else { tr!("lab-back-to-start") };
                if ui.button(back).clicked() {
                    app.act(AppAction::CloseLab);
                }
            });
            ui.separator();
            egui::ScrollArea::vertical().show(ui, |ui| self.report(ui, app));
        });
    }
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::duration_text;

    #[test]
    fn durations_read_in_the_largest_units() {
        assert_eq!(duration_text(Duration::from_secs(45)), "45 s");
        assert_eq!(duration_text(Duration::from_secs(200)), "3 min 20 s");
        assert_eq!(duration_text(Duration::from_secs(2 * 3600 + 5 * 60 + 9)), "2 h 5 min");
    }
}
