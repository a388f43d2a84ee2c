//! Sound: a short knock for a move, a heavier one for a capture or removal, a chime when the
//! game ends. The sounds are synthesised ([`tone`]), so the app ships no audio files, and
//! played on a thread of their own ([`speaker`]) so a slow or missing audio device never
//! holds up the window.
//!
//! The app always keeps a log of the cues it asked for ([`Sounds::heard`]); what it sends
//! them to is chosen by whoever builds the app: the desktop binary gives it the device
//! speaker, tests and headless runs keep the silent default. Sound is therefore quiet in
//! tests by construction, not by a setting.

mod cue;
mod speaker;
mod tone;

pub use cue::Cue;
pub use speaker::{DeviceSpeaker, Speaker};

/// How many cues the log keeps (the latest).
const LOG_LENGTH: usize = 64;

/// The cues asked for, and where they go.
pub struct Sounds {
    speaker: Option<Box<dyn Speaker>>,
    heard: Vec<Cue>,
}

impl Default for Sounds {
    /// Silent: cues are logged and go nowhere.
    fn default() -> Self {
        Self { speaker: None, heard: Vec::new() }
    }
}

impl Sounds {
    /// Sends the cues to `speaker` from now on.
    pub fn use_speaker(&mut self, speaker: Box<dyn Speaker>) {
        self.speaker = Some(speaker);
    }

    /// Plays `cue` (logs it; the speaker, if any, sounds it on its own thread).
    pub fn play(&mut self, cue: Cue) {
        if self.heard.len() == LOG_LENGTH {
            self.heard.remove(0);
        }
        self.heard.push(cue);
        if let Some(speaker) = &mut self.speaker {
            speaker.play(cue);
        }
    }

    /// Why the speaker cannot sound anything, once that is known.
    pub fn problem(&self) -> Option<String> {
        self.speaker.as_ref().and_then(|speaker| speaker.problem())
    }

    /// The cues played lately, oldest first.
    pub fn heard(&self) -> &[Cue] {
        &self.heard
    }
}
