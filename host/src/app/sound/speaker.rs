//! Where cues become sound: the default audio device, through cpal, on a thread of its own.

use std::sync::mpsc::{self, Receiver, Sender};
use std::sync::{Arc, Mutex};

use cpal::traits::{DeviceTrait, HostTrait, StreamTrait};
use cpal::{FromSample, SizedSample, StreamConfig};

use super::Cue;
use super::tone::samples;

/// Sounds at most this many cues at once; a burst of fast moves drops the oldest.
const MAX_VOICES: usize = 6;

/// Something that sounds cues. `play` must return at once: it is called from the UI thread.
pub trait Speaker: Send {
    /// Sounds `cue`, or drops it if it cannot.
    fn play(&mut self, cue: Cue);

    /// Why it cannot sound anything (no device, a device that failed), once that is known.
    fn problem(&self) -> Option<String> {
        None
    }
}

/// The default audio output device, opened on the speaker's own thread as soon as the
/// speaker is made: a device that is missing, busy or slow to open costs the window nothing,
/// and once it is known that there is none, the View menu says so instead of offering a
/// sound that never comes.
pub struct DeviceSpeaker {
    cues: Sender<Cue>,
    problem: Arc<Mutex<Option<String>>>,
}

impl Default for DeviceSpeaker {
    fn default() -> Self {
        Self::new()
    }
}

impl DeviceSpeaker {
    /// A speaker whose thread opens the device now.
    pub fn new() -> Self {
        let (cues, receive) = mpsc::channel();
        let problem = Arc::new(Mutex::new(None));
        let found = Arc::clone(&problem);
        let started = std::thread::Builder::new().name("sound".to_owned()).spawn(move || {
            if let Err(why) = sound_until_closed(&receive) {
                eprintln!("plateau: no sound: {why}");
                *found.lock().unwrap_or_else(std::sync::PoisonError::into_inner) = Some(why);
            }
        });
        if let Err(why) = started {
            *problem.lock().unwrap_or_else(std::sync::PoisonError::into_inner) = Some(why.to_string());
        }
        Self { cues, problem }
    }
}

impl Speaker for DeviceSpeaker {
    fn play(&mut self, cue: Cue) {
        // A speaker whose thread has ended refuses the cue; nothing to do then.
        let _ = self.cues.send(cue);
    }

    fn problem(&self) -> Option<String> {
        self.problem.lock().unwrap_or_else(std::sync::PoisonError::into_inner).clone()
    }
}

/// One sound being played: its samples and how far it is.
struct Voice {
    samples: Arc<[f32]>,
    at: usize,
}

/// Opens the default output, then sounds each cue received until the app drops the sender.
fn sound_until_closed(cues: &Receiver<Cue>) -> Result<(), String> {
    let host = cpal::default_host();
    let device = host.default_output_device().ok_or("no audio output device")?;
    let supported = device.default_output_config().map_err(|e| e.to_string())?;
    let format = supported.sample_format();
    let config: StreamConfig = supported.into();
    let rate = config.sample_rate;
    let made: [Arc<[f32]>; 3] = [Cue::Move, Cue::Capture, Cue::End].map(|cue| samples(cue, rate).into());
    let voices = Arc::new(Mutex::new(Vec::<Voice>::new()));
    let stream = match format {
        cpal::SampleFormat::F32 => open::<f32>(&device, config, &voices),
        cpal::SampleFormat::I16 => open::<i16>(&device, config, &voices),
        cpal::SampleFormat::U16 => open::<u16>(&device, config, &voices),
        cpal::SampleFormat::I32 => open::<i32>(&device, config, &voices),
        other => return Err(format!("the device's sample format {other} is not supported")),
    }?;
    stream.play().map_err(|e| e.to_string())?;
    while let Ok(cue) = cues.recv() {
        let sound = match cue {
            Cue::Move => &made[0],
            Cue::Capture => &made[1],
            Cue::End => &made[2],
        };
        let mut playing = voices.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        if playing.len() == MAX_VOICES {
            playing.remove(0);
        }
        playing.push(Voice { samples: Arc::clone(sound), at: 0 });
    }
    Ok(())
}

/// An output stream that mixes `voices` into every channel.
fn open<T: SizedSample + FromSample<f32>>(
    device: &cpal::Device,
    config: StreamConfig,
    voices: &Arc<Mutex<Vec<Voice>>>,
) -> Result<cpal::Stream, String> {
    let channels = usize::from(config.channels.max(1));
    let voices = Arc::clone(voices);
    device
        .build_output_stream(
            config,
            move |out: &mut [T], _| {
                // The audio callback must never wait: if the mixer is being changed right now,
                // this buffer is silence.
                let Ok(mut playing) = voices.try_lock() else {
                    out.fill(T::EQUILIBRIUM);
                    return;
                };
                for frame in out.chunks_mut(channels) {
                    let mut mixed = 0.0f32;
                    for voice in playing.iter_mut() {
                        if let Some(s) = voice.samples.get(voice.at) {
                            mixed += s;
                            voice.at += 1;
                        }
                    }
                    frame.fill(T::from_sample(mixed.clamp(-1.0, 1.0)));
                }
                playing.retain(|v| v.at < v.samples.len());
            },
            {
                // Said once: a device in trouble may report every buffer.
                let mut told = false;
                move |error| {
                    if !std::mem::replace(&mut told, true) {
                        eprintln!("plateau: sound: {error}");
                    }
                }
            },
            None,
        )
        .map_err(|e| e.to_string())
}
