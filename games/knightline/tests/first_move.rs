//! The `first_move_single` option (rules.md §3.5, K-9, K-13): on (the default, the
//! rulebook's rule) White's first split in a two-player game moves exactly one tile; off, it
//! may move any number like every later split. Checked on legal moves, perft (against a
//! naive count written here), option decoding and the generic conformance suite.

use std::collections::{BTreeSet, HashMap, HashSet};

use plateau_core::options::{decode, encode, from_pairs};
use plateau_core::perft::perft;
use plateau_core::{Game, GameFactory, OptionKind, StaticFactory};
use plateau_knightline::{Grey, KnightLine, KnightLineOptions, KnightLineState, Move, MoveKind, STACK_SIZE};
use plateau_tests::conformance::check_random_games;

const GREYS: [Grey; 3] = [Grey::None, Grey::Blocker, Grey::Wildcard];

fn game(players: u8, grey: Grey, first_move_single: bool) -> KnightLine {
    KnightLine::new(KnightLineOptions { players, grey, first_move_single }).unwrap()
}

fn legal(g: &KnightLine, s: &KnightLineState) -> Vec<Move> {
    let mut out = Vec::new();
    g.legal_moves(s, &mut out);
    out
}

fn tiles(mv: Move) -> u8 {
    match mv.kind() {
        MoveKind::Split { tiles, .. } => tiles,
        other => panic!("not a split: {other:?}"),
    }
}

/// The states where White makes the first split: the start without the grey tile, and after
/// every pair of placements with it.
fn first_split_states(g: &KnightLine) -> Vec<KnightLineState> {
    let mut states = vec![g.initial_state()];
    while states.iter().any(KnightLineState::is_placement) {
        states = states
            .into_iter()
            .flat_map(|s| {
                legal(g, &s).into_iter().map(move |mv| {
                    let mut next = s.clone();
                    g.play_unchecked(&mut next, mv);
                    next
                })
            })
            .collect();
    }
    states
}

#[test]
fn default_first_move_is_one_of_two_single_tile_splits() {
    let g = KnightLine::new(KnightLineOptions::default()).unwrap();
    assert!(g.options().first_move_single);
    let s = g.initial_state();
    let moves = legal(&g, &s);
    let texts: BTreeSet<String> = moves.iter().map(|&m| g.notation(&s, m)).collect();
    assert_eq!(texts, BTreeSet::from(["0,0>2,1:1".to_owned(), "0,0>2,-1:1".to_owned()]));
}

#[test]
fn without_the_restriction_the_first_move_may_take_any_number_of_tiles() {
    let restricted = game(2, Grey::None, true);
    let free = game(2, Grey::None, false);
    let s = free.initial_state();
    let moves = legal(&free, &s);
    assert_eq!(moves.len(), 38, "2 targets, 1..=19 tiles each");
    let texts: BTreeSet<String> = moves.iter().map(|&m| free.notation(&s, m)).collect();
    for target in ["2,1", "2,-1"] {
        for k in 1..STACK_SIZE {
            assert!(texts.contains(&format!("0,0>{target}:{k}")), "0,0>{target}:{k} missing");
        }
    }
    // The move the default game refuses is legal here.
    let mut probe = s.clone();
    free.try_play(&mut probe, free.parse_move(&s, "0,0>2,1:5").unwrap()).unwrap();
    let mut refused = restricted.initial_state();
    assert!(restricted.try_play(&mut refused, free.parse_move(&s, "0,0>2,1:5").unwrap()).is_err());
}

/// With or without the grey tile, after any placements: the unrestricted first split offers
/// every restricted one and 1..=19 tiles for each of the same targets; after the same first
/// split both rule sets reach the same state (hash included), so the option only ever
/// touches that one move.
#[test]
fn the_option_changes_exactly_the_first_split_of_two_player_games() {
    for grey in GREYS {
        let restricted = game(2, grey, true);
        let free = game(2, grey, false);
        let starts = first_split_states(&restricted);
        let free_starts = first_split_states(&free);
        assert_eq!(starts.len(), free_starts.len());
        assert_eq!(starts.len(), if grey.is_present() { 8 * 7 } else { 1 });
        for (r, f) in starts.iter().zip(&free_starts) {
            let narrow = legal(&restricted, r);
            let wide = legal(&free, f);
            assert!(!narrow.is_empty() && narrow.iter().all(|&m| tiles(m) == 1), "{grey:?}: {narrow:?}");
            assert_eq!(wide.len(), narrow.len() * 19, "{grey:?}");
            let wide_set: HashSet<Move> = wide.iter().copied().collect();
            assert!(narrow.iter().all(|m| wide_set.contains(m)), "{grey:?}: a restricted move is not free");
            assert_eq!(wide.iter().map(|&m| tiles(m)).max(), Some(STACK_SIZE - 1));
            for &mv in &narrow {
                let (mut a, mut b) = (r.clone(), f.clone());
                restricted.play_unchecked(&mut a, mv);
                free.play_unchecked(&mut b, mv);
                assert_eq!(a, b, "{grey:?}: {mv:?} leads to different states");
                assert_eq!(restricted.hash(&a), free.hash(&b));
                assert_eq!(legal(&restricted, &a), legal(&free, &b));
            }
        }
    }
}

#[test]
fn three_player_games_are_never_restricted() {
    for grey in GREYS {
        let (on, off) = (game(3, grey, true), game(3, grey, false));
        assert_eq!(on.initial_state(), off.initial_state());
        for (a, b) in first_split_states(&on).iter().zip(&first_split_states(&off)) {
            assert_eq!(a, b);
            assert_eq!(legal(&on, a), legal(&off, b));
            // Some grey-tile placements leave White without a split: that game is already
            // drawn (K-5), with no first move to restrict.
            if on.outcome(a).is_none() {
                assert!(legal(&on, a).iter().any(|&m| tiles(m) > 1), "{grey:?}");
            }
        }
    }
}

/// A naive Knight Line for the first plies of the two-player game: a map of stacks, the
/// rules of §3.5 read literally. Lines and passes cannot happen this early.
#[derive(Clone)]
struct Naive {
    stacks: HashMap<Xy, (u8, u8)>,
    to_move: u8,
    restricted: bool,
}

/// A cell as `(x, y)`, and a naive split: from, to, tiles.
type Xy = (i32, i32);
type Split = (Xy, Xy, u8);

const KNIGHT: [(i32, i32); 8] = [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)];

impl Naive {
    fn start(first_move_single: bool) -> Self {
        let stacks = HashMap::from([((0, 0), (0, STACK_SIZE)), ((1, 0), (1, STACK_SIZE))]);
        Self { stacks, to_move: 0, restricted: first_move_single }
    }

    fn moves(&self) -> Vec<Split> {
        let mut out = Vec::new();
        for (&(x, y), &(owner, height)) in &self.stacks {
            if owner != self.to_move || height < 2 {
                continue;
            }
            for (dx, dy) in KNIGHT {
                let to = (x + dx, y + dy);
                let touches = (-1..=1)
                    .flat_map(|i| (-1..=1).map(move |j| (to.0 + i, to.1 + j)))
                    .any(|c| c != to && self.stacks.contains_key(&c));
                if self.stacks.contains_key(&to) || !touches {
                    continue;
                }
                let most = if self.restricted { 1 } else { height - 1 };
                out.extend((1..=most).map(|k| ((x, y), to, k)));
            }
        }
        out
    }

    fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let moves = self.moves();
        assert!(!moves.is_empty(), "no move this early");
        if depth == 1 {
            return moves.len() as u64;
        }
        moves
            .into_iter()
            .map(|(from, to, k)| {
                let mut next = self.clone();
                next.stacks.get_mut(&from).unwrap().1 -= k;
                next.stacks.insert(to, (self.to_move, k));
                next.to_move = 1 - self.to_move;
                next.restricted = false;
                next.perft(depth - 1)
            })
            .sum()
    }
}

/// Perft from the two-player start, pinned and recounted naively.
#[test]
fn perft_from_the_start_for_both_settings() {
    let pinned: [(bool, [u64; 3]); 2] = [(true, [2, 152, 8208]), (false, [38, 2888, 136_458])];
    for (first_move_single, counts) in pinned {
        let g = game(2, Grey::None, first_move_single);
        let naive = Naive::start(first_move_single);
        for (depth, expected) in (1..).zip(counts) {
            let got = perft(&g, &g.initial_state(), depth);
            println!(
                "first_move_single={first_move_single} depth {depth}: {got} naive {}",
                naive.perft(depth)
            );
            assert_eq!(got, expected, "first_move_single={first_move_single}, depth {depth}");
            assert_eq!(naive.perft(depth), expected, "naive count, first_move_single={first_move_single}");
        }
    }
}

#[test]
fn the_option_round_trips_through_json_and_the_factory() {
    // Old saves and records lack the key: the rulebook's rule.
    let old = from_pairs(&["players=2", "grey=none"]).unwrap();
    assert_eq!(decode::<KnightLine>(&old).unwrap(), KnightLineOptions::default());
    let off = decode::<KnightLine>(&from_pairs(&["first_move_single=false"]).unwrap()).unwrap();
    assert_eq!(off, KnightLineOptions { first_move_single: false, ..KnightLineOptions::default() });
    assert!(decode::<KnightLine>(&from_pairs(&["first_move_single=no"]).unwrap()).is_err());
    assert!(decode::<KnightLine>(&from_pairs(&["first_move=false"]).unwrap()).is_err(), "unknown keys");
    for players in [2, 3] {
        for grey in GREYS {
            for first_move_single in [true, false] {
                let options = KnightLineOptions { players, grey, first_move_single };
                let json = encode::<KnightLine>(&options);
                assert_eq!(json["first_move_single"].as_bool(), Some(first_move_single));
                assert_eq!(decode::<KnightLine>(&json).unwrap(), options);
            }
        }
    }
    assert_ne!(
        KnightLineOptions::default(),
        KnightLineOptions { first_move_single: false, ..KnightLineOptions::default() },
        "the two rule sets differ"
    );

    let factory = StaticFactory::<KnightLine>::new();
    let spec = factory.info().options.iter().find(|o| o.key == "first_move_single").expect("listed");
    assert_eq!(spec.kind, OptionKind::Flag { default: true });
    assert_eq!(factory.info().rules_version, 1, "the default keeps every old save's replay");
    for (pairs, first_move_single, first_moves, depth_2) in [
        (&[][..], true, 2, 152),
        (&["first_move_single=true"][..], true, 2, 152),
        (&["first_move_single=false"][..], false, 38, 2888),
    ] {
        let session = factory.create(&from_pairs(pairs).unwrap()).unwrap();
        let options = decode::<KnightLine>(&session.options()).unwrap();
        assert_eq!(options.first_move_single, first_move_single, "{pairs:?}");
        assert_eq!(session.legal_moves().len(), first_moves, "{pairs:?}");
        assert_eq!(session.perft(2), depth_2, "{pairs:?}");
    }
}

#[test]
fn conformance_suite_without_the_restriction() {
    for grey in GREYS {
        let g = game(2, grey, false);
        let coverage = check_random_games(&g, 300, 77 + grey as u64, 200);
        assert_eq!(coverage.finished, coverage.games, "every game ends: {grey:?}");
        assert!(coverage.refusals > 0, "{grey:?}: {coverage:?}");
    }
}
