//! The sounds themselves, made from a few sine partials and a burst of noise, at any sample
//! rate. Each starts and ends at silence, so none clicks.

use std::f32::consts::TAU;

use super::Cue;

/// Loudest sample; below full scale so a chime over a knock does not clip.
const PEAK: f32 = 0.45;

/// The mono samples of `cue` at `rate` samples per second.
pub fn samples(cue: Cue, rate: u32) -> Vec<f32> {
    let rate = rate.max(8_000) as f32;
    match cue {
        // A wooden knock: a low partial and its fifth, decaying fast, with a click of noise.
        Cue::Move => knock(rate, 0.07, &[(196.0, 1.0), (294.0, 0.35)], 0.25),
        // Heavier and longer: lower partials, more noise, a second knock just after.
        Cue::Capture => {
            let mut first = knock(rate, 0.09, &[(147.0, 1.0), (220.0, 0.5)], 0.45);
            let second = knock(rate, 0.09, &[(131.0, 1.0), (196.0, 0.4)], 0.35);
            let offset = (0.06 * rate) as usize;
            first.resize(offset + second.len(), 0.0);
            for (out, s) in first[offset..].iter_mut().zip(second) {
                *out += s;
            }
            normalise(first)
        }
        // A soft rising chime: C5, E5, G5, each ringing on under the next.
        Cue::End => {
            let notes = [523.25, 659.25, 783.99];
            let step = (0.12 * rate) as usize;
            let ring = (0.5 * rate) as usize;
            let mut out = vec![0.0; step * (notes.len() - 1) + ring];
            for (i, f) in notes.iter().enumerate() {
                for (n, sample) in out[i * step..i * step + ring].iter_mut().enumerate() {
                    let t = n as f32 / rate;
                    let envelope = attack(t, 0.005) * (-t * 6.0).exp();
                    *sample += envelope * ((TAU * f * t).sin() + 0.2 * (TAU * 2.0 * f * t).sin());
                }
            }
            normalise(out)
        }
    }
}

/// A struck sound of `seconds`: sine `partials` (frequency, weight) and `noise` of the
/// given weight, all decaying.
fn knock(rate: f32, seconds: f32, partials: &[(f32, f32)], noise: f32) -> Vec<f32> {
    let len = (seconds * rate) as usize;
    // A fixed generator: the same sound every time, and no dependency for randomness.
    let mut state: u32 = 0x9E37_79B9;
    let mut white = move || {
        state ^= state << 13;
        state ^= state >> 17;
        state ^= state << 5;
        state as f32 / u32::MAX as f32 * 2.0 - 1.0
    };
    let out = (0..len)
        .map(|n| {
            let t = n as f32 / rate;
            let tone: f32 = partials.iter().map(|(f, w)| w * (TAU * f * t).sin()).sum();
            let click = noise * white() * (-t * 120.0).exp();
            attack(t, 0.002) * (-t * 45.0).exp() * tone + click * attack(t, 0.001)
        })
        .collect();
    normalise(fade_out(out, rate))
}

/// Rises linearly over `seconds` from silence.
fn attack(t: f32, seconds: f32) -> f32 {
    (t / seconds).min(1.0)
}

/// The last 5 ms fall to silence.
fn fade_out(mut samples: Vec<f32>, rate: f32) -> Vec<f32> {
    let tail = ((0.005 * rate) as usize).min(samples.len());
    let len = samples.len();
    for (i, s) in samples[len - tail..].iter_mut().enumerate() {
        *s *= 1.0 - (i + 1) as f32 / tail as f32;
    }
    samples
}

/// Scales to [`PEAK`].
fn normalise(mut samples: Vec<f32>) -> Vec<f32> {
    let loudest = samples.iter().fold(0.0f32, |m, s| m.max(s.abs()));
    if loudest > 0.0 {
        for s in &mut samples {
            *s *= PEAK / loudest;
        }
    }
    samples
}

#[cfg(test)]
mod tests {
    use super::*;

    const CUES: [Cue; 3] = [Cue::Move, Cue::Capture, Cue::End];

    #[test]
    fn every_sound_is_audible_bounded_and_starts_and_ends_silent() {
        for rate in [22_050, 44_100, 48_000] {
            for cue in CUES {
                let s = samples(cue, rate);
                let loudest = s.iter().fold(0.0f32, |m, x| m.max(x.abs()));
                assert!((loudest - PEAK).abs() < 1e-4, "{cue:?} at {rate}: peak {loudest}");
                assert!(s.iter().all(|x| x.is_finite()));
                assert!(s[0].abs() < 0.05, "{cue:?} starts with a click: {}", s[0]);
                assert!(s.last().unwrap().abs() < 0.01, "{cue:?} ends with a click");
            }
        }
    }

    #[test]
    fn a_capture_is_longer_than_a_move_and_the_end_longest() {
        let seconds = |cue| samples(cue, 48_000).len() as f32 / 48_000.0;
        assert!((0.05..0.1).contains(&seconds(Cue::Move)), "{}", seconds(Cue::Move));
        assert!(seconds(Cue::Capture) > seconds(Cue::Move));
        assert!(seconds(Cue::End) > seconds(Cue::Capture));
        assert!(seconds(Cue::End) < 1.0, "the chime does not drag on");
    }

    /// The power of `samples` at `frequency` (the Goertzel filter).
    fn power_at(samples: &[f32], rate: f32, frequency: f32) -> f32 {
        let k = 2.0 * (TAU * frequency / rate).cos();
        let (mut s1, mut s2) = (0.0f32, 0.0f32);
        for x in samples {
            let s0 = x + k * s1 - s2;
            s2 = s1;
            s1 = s0;
        }
        s1 * s1 + s2 * s2 - k * s1 * s2
    }

    #[test]
    fn a_capture_sounds_lower_than_a_move_and_the_chime_higher() {
        let at = |cue, f| power_at(&samples(cue, 48_000), 48_000.0, f);
        assert!(at(Cue::Move, 196.0) > 4.0 * at(Cue::Move, 147.0));
        assert!(at(Cue::Capture, 147.0) > 4.0 * at(Cue::Capture, 196.0));
        assert!(at(Cue::End, 523.25) > 100.0 * at(Cue::End, 196.0));
    }

    #[test]
    fn a_strange_rate_is_raised_to_a_usable_one() {
        assert!(!samples(Cue::Move, 0).is_empty());
    }
}
