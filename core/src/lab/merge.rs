//! Shards' results files merged as streams: the parts' heads are checked against each
//! other, then their games, each part in job order, are interleaved into job order a game
//! at a time, so parts of any size merge in memory bounded by one game a part.

use std::io::{self, BufRead};

use super::results::{LabGame, ResultsError, study_difference};
use super::stream::{ResultsHead, ResultsReader};

/// The head of the merge of parts with these heads (shards of one split of one study, each
/// once), as [`super::StudyResults::merge`] makes it: part 1's study and seats, every shard
/// in order, interrupted if any part was, with the study's fingerprint. Parts without a
/// checksum are refused by [`merge_games`].
pub fn merge_heads(heads: &[&ResultsHead]) -> Result<ResultsHead, ResultsError> {
    let Some(first) = heads.first() else { return Err(ResultsError::Format("nothing to merge".to_owned())) };
    let mut merged = (*first).clone();
    let count = first.shards.first().map_or(1, |s| s.count);
    for (i, part) in heads.iter().enumerate() {
        let number = i + 1;
        if i == 0 {
            continue;
        }
        if part.study != first.study {
            return Err(ResultsError::OtherStudy {
                part: number,
                what: study_difference(&first.study, &part.study),
            });
        }
        for &shard in &part.shards {
            if shard.count != count {
                return Err(ResultsError::Split { part: number, shard, count });
            }
            if merged.shards.contains(&shard) {
                return Err(ResultsError::Duplicate { part: number, what: format!("shard {shard}") });
            }
        }
        merged.shards.extend(part.shards.iter().copied());
        merged.interrupted |= part.interrupted;
    }
    merged.shards.sort_by_key(|s| s.index);
    merged.fingerprint = merged.study.fingerprint();
    merged.checksum = String::new();
    Ok(merged)
}

/// Why a streamed merge stopped.
#[derive(Debug)]
pub enum MergeError {
    /// Part `0` (from 0) cannot be merged.
    Part(usize, ResultsError),
    /// The merged games could not be written.
    Write(io::Error),
}

/// Hands the games of every part to `merged` in job order. Each part is checked as it is
/// read ([`ResultsReader`]); a part without a checksum (found before its games or at its
/// end), or a game in two parts, ends the merge with an error naming the part.
pub fn merge_games<R: BufRead>(
    parts: &mut [ResultsReader<R>],
    merged: &mut dyn FnMut(LabGame) -> io::Result<()>,
) -> Result<u64, MergeError> {
    let per_rule_set = parts.first().map_or(1, |p| p.head().study.games);
    let mut next: Vec<Option<LabGame>> = Vec::with_capacity(parts.len());
    for (i, part) in parts.iter_mut().enumerate() {
        check_sealed(i, part)?;
        next.push(part.next_game().map_err(|e| MergeError::Part(i, e))?);
        check_sealed(i, part)?;
    }
    let mut last = None;
    let mut count = 0;
    while let Some((i, _)) = next
        .iter()
        .enumerate()
        .filter_map(|(i, g)| g.as_ref().map(|g| (i, g.job(per_rule_set))))
        .min_by_key(|&(_, job)| job)
    {
        let game = next[i].take().expect("chosen above");
        let job = game.job(per_rule_set);
        if last == Some(job) {
            let what = format!("game {} of rule set {}", game.game, game.rule_set);
            return Err(MergeError::Part(i, ResultsError::Duplicate { part: i + 1, what }));
        }
        last = Some(job);
        next[i] = parts[i].next_game().map_err(|e| MergeError::Part(i, e))?;
        check_sealed(i, &parts[i])?;
        merged(game).map_err(MergeError::Write)?;
        count += 1;
    }
    Ok(count)
}

/// A part whose checksum was read must have one: a merge would vouch for games nothing
/// checked.
fn check_sealed<R: BufRead>(i: usize, part: &ResultsReader<R>) -> Result<(), MergeError> {
    if part.checksum_read() && part.head().checksum.is_empty() {
        return Err(MergeError::Part(i, ResultsError::Unchecked { part: i + 1 }));
    }
    Ok(())
}
