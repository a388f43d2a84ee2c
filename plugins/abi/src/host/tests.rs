//! The loader's header checks on hand-made headers, and sessions over hand-made function
//! tables that misbehave: each bad answer faults the session instead of panicking the host.

use std::path::Path;
use std::sync::OnceLock;

use plateau_core::board::{CellKind, CellView, PieceKind, PieceView};
use plateau_core::{Coord, Verdict};

use super::call::factory_info;
use super::library::Source;
use super::*;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use plateau_core::ai::{Limits, SeatSpec};
use plateau_core::board::ColorRole;
use plateau_core::{BoardView, GameFactory, GameSession, Outcome, Player, ToMove};
use serde_json::Value;

use super::native::NativeSeam;
use crate::abi::{
    ABI_VERSION, PluginHeader, PluginTable, STATUS_OK, STATUS_PANICKED, SYMBOL, read_fixed_text, symbol_for,
};

use crate::abi::{GAME_ID_LEN, PluginBuffer, RUSTC_LEN, SessionHandle, VERSION_LEN, fixed_text};
use crate::export::{self, PluginEntry};

struct Dvonn;

impl PluginEntry for Dvonn {
    fn factory() -> &'static dyn GameFactory {
        static FACTORY: OnceLock<plateau_core::StaticFactory<plateau_dvonn::Dvonn>> = OnceLock::new();
        FACTORY.get_or_init(plateau_core::StaticFactory::new)
    }
}

static GOOD: PluginTable = export::table::<Dvonn>();

fn good_header() -> PluginHeader {
    export::header("dvonn", 1, "9.9.9", &GOOD)
}

fn path() -> &'static Path {
    Path::new("libtest.so")
}

#[test]
fn a_good_header_reads_back() {
    let meta = check_header(path(), &good_header()).unwrap();
    assert_eq!(meta.game_id, "dvonn");
    assert_eq!(meta.rules_version, 1);
    assert_eq!(meta.plugin_version, "9.9.9");
    assert_eq!(meta.abi_crate_version, env!("CARGO_PKG_VERSION"));
    assert!(!meta.rustc_version.is_empty());
    assert_eq!(SYMBOL, symbol_for(ABI_VERSION));
}

#[test]
fn each_bad_header_has_its_own_error() {
    let mut header = good_header();
    header.magic = *b"PLATEAX\0";
    let error = check_header(path(), &header).unwrap_err();
    assert!(matches!(error, PluginError::BadMagic(_)), "{error}");
    assert!(error.to_string().contains("magic"));

    let mut header = good_header();
    header.abi_version = ABI_VERSION + 1;
    let error = check_header(path(), &header).unwrap_err();
    assert_eq!(error, PluginError::AbiVersion { path: path().to_owned(), found: 4, expected: 3 });
    assert!(error.to_string().contains("ABI version 4"), "{error}");

    let mut header = good_header();
    header.header_size += 8;
    let error = check_header(path(), &header).unwrap_err();
    assert!(matches!(error, PluginError::Layout { .. }), "{error}");
    assert!(error.to_string().contains("layout mismatch"), "{error}");

    let mut header = good_header();
    header.table_size -= 8;
    assert!(matches!(check_header(path(), &header), Err(PluginError::Layout { .. })));

    let mut header = good_header();
    header.game_id = [0xff; GAME_ID_LEN];
    let error = check_header(path(), &header).unwrap_err();
    assert_eq!(error, PluginError::BadHeaderText { path: path().to_owned(), field: "game id" });

    let mut header = good_header();
    header.game_id = [0; GAME_ID_LEN];
    assert!(matches!(check_header(path(), &header), Err(PluginError::BadHeaderText { .. })));

    let mut header = good_header();
    header.plugin_version = [b'1'; VERSION_LEN];
    assert!(matches!(check_header(path(), &header), Err(PluginError::BadHeaderText { .. })));
}

#[test]
fn header_text_is_nul_padded() {
    let field = fixed_text::<RUSTC_LEN>("rustc 1.95.0");
    assert_eq!(read_fixed_text(&field), Some("rustc 1.95.0"));
    assert_eq!(read_fixed_text(&[b'a'; 4]), None);
}

/// A factory over `table` as if it had been loaded.
fn factory(table: &'static PluginTable) -> PluginFactory {
    let source = Source::Native(NativeSeam { table });
    let info = factory_info(source.seam().unwrap().as_ref()).ok().expect("the factory describes its game");
    let meta = check_header(path(), &good_header()).unwrap();
    PluginFactory { meta: Arc::new(meta), source, info }
}

fn open_session(table: &'static PluginTable) -> PluginSession {
    factory(table).create_session(&Value::Null).unwrap()
}

/// Hands `bytes` out as the plugin would, to be freed by its `free_buffer`.
unsafe fn give(out: *mut PluginBuffer, bytes: Vec<u8>) {
    let mut bytes = std::mem::ManuallyDrop::new(bytes);
    // SAFETY: the caller passes a live buffer slot; the bytes are freed by `free_buffer`,
    // which rebuilds this very vector.
    unsafe { out.write(PluginBuffer { ptr: bytes.as_mut_ptr(), len: bytes.len(), cap: bytes.capacity() }) };
}

unsafe extern "C" fn seat_seven(_: *const SessionHandle, seat: *mut u32, _: *mut PluginBuffer) -> u32 {
    // SAFETY: the host passes a live output.
    unsafe { seat.write(7) };
    STATUS_OK
}

unsafe extern "C" fn panicked_moves(
    _: *const SessionHandle,
    _: *mut u32,
    _: usize,
    _: *mut usize,
    error: *mut PluginBuffer,
) -> u32 {
    // SAFETY: the host passes a live buffer slot.
    unsafe { give(error, b"index out of bounds".to_vec()) };
    STATUS_PANICKED
}

unsafe extern "C" fn too_many_moves(
    _: *const SessionHandle,
    _: *mut u32,
    capacity: usize,
    count: *mut usize,
    _: *mut PluginBuffer,
) -> u32 {
    // SAFETY: the host passes a live output. The plugin claims success with more moves than
    // the buffer holds.
    unsafe { count.write(capacity + 1) };
    STATUS_OK
}

/// Answers every request but `info` with `answer` (built from `kind`).
fn canned(kind: u8) -> Vec<u8> {
    let view = |seat: usize| BoardView {
        cells: vec![CellView {
            coord: Coord { x: 0, y: 0 },
            name: "a1".to_owned(),
            center: [0.0, 0.0],
            kind: CellKind::Playable,
            stack: vec![PieceView::new(ColorRole::Player(Player::new(seat)), PieceKind::Single)],
            badge: None,
        }],
        ..BoardView::empty(plateau_core::board::Lattice::HexRows)
    };
    match kind {
        0 => b"{not json".to_vec(),
        1 => serde_json::to_vec(&view(5)).unwrap(),
        2 => serde_json::to_vec(&Some(Outcome::win(Player::new(4), "because"))).unwrap(),
        3 => serde_json::to_vec(&3_u64).unwrap(),
        _ => serde_json::to_vec(&view(1)).unwrap(),
    }
}

macro_rules! canned_request {
    ($name:ident, $kind:expr) => {
        unsafe extern "C" fn $name(
            session: *mut SessionHandle,
            request: *const u8,
            len: usize,
            stop: *const AtomicBool,
            out: *mut PluginBuffer,
        ) -> u32 {
            // SAFETY: the host passes `len` bytes of request and a live answer slot; `info`
            // goes to the real function with the same arguments.
            unsafe {
                let text = std::slice::from_raw_parts(request, len);
                if text.starts_with(br#"{"request":"info""#) {
                    return (GOOD.session_request)(session, request, len, stop, out);
                }
                give(out, canned($kind));
            }
            STATUS_OK
        }
    };
}

canned_request!(garbage, 0);
canned_request!(foreign_piece, 1);
canned_request!(foreign_winner, 2);
canned_request!(wrong_kind, 3);
canned_request!(fine_view, 4);

static SEAT_SEVEN: PluginTable = PluginTable { to_move: seat_seven, ..export::table::<Dvonn>() };
static PANICKED: PluginTable = PluginTable { legal_moves: panicked_moves, ..export::table::<Dvonn>() };
static TOO_MANY: PluginTable = PluginTable { legal_moves: too_many_moves, ..export::table::<Dvonn>() };
static GARBAGE: PluginTable = PluginTable { session_request: garbage, ..export::table::<Dvonn>() };
static FOREIGN_PIECE: PluginTable =
    PluginTable { session_request: foreign_piece, ..export::table::<Dvonn>() };
static FOREIGN_WINNER: PluginTable =
    PluginTable { session_request: foreign_winner, ..export::table::<Dvonn>() };
static WRONG_KIND: PluginTable = PluginTable { session_request: wrong_kind, ..export::table::<Dvonn>() };
static FINE_VIEW: PluginTable = PluginTable { session_request: fine_view, ..export::table::<Dvonn>() };

/// A faulted session answers like a finished game, and says why.
fn assert_faulted(session: &mut PluginSession, why: &str) {
    let fault = session.fault().expect("faulted");
    assert!(fault.contains(why), "{fault}");
    assert!(session.legal_moves().is_empty());
    assert_eq!(session.to_move(), ToMove::Terminal);
    let outcome = session.outcome().expect("a faulted game is over");
    assert_eq!(outcome.verdict, Verdict::Draw);
    assert!(outcome.reason.contains(why), "{}", outcome.reason);
    assert!(session.play(0).is_err());
    assert!(!session.undo());
    assert!(session.board_view().cells.is_empty());
    assert_eq!(session.evaluate(), vec![0.0; 2]);
    let spec: SeatSpec = serde_json::from_str(r#"{"type":"random","seed":1}"#).unwrap();
    assert!(session.bind_agent(&spec).is_err());
    assert_eq!(session.think(&spec, &Limits::NONE, &AtomicBool::new(false)), None);
    assert_eq!(session.clone_box().fault(), session.fault());
}

#[test]
fn a_good_table_answers_in_process() {
    let mut session = open_session(&GOOD);
    assert_eq!(session.info().id, "dvonn");
    let moves = session.legal_moves();
    assert_eq!(moves.len(), 49);
    session.play(moves[0]).unwrap();
    assert_eq!(session.cursor(), 1);
    assert!(session.fault().is_none());
}

#[test]
fn a_seat_out_of_range_faults_the_session() {
    let mut session = open_session(&SEAT_SEVEN);
    assert_eq!(session.to_move(), ToMove::Terminal);
    assert_faulted(&mut session, "seat 7");
}

#[test]
fn a_panic_in_the_plugin_faults_the_session() {
    let mut session = open_session(&PANICKED);
    assert!(session.legal_moves().is_empty());
    assert_faulted(&mut session, "panicked: index out of bounds");
}

#[test]
fn more_moves_than_room_faults_the_session() {
    let mut session = open_session(&TOO_MANY);
    assert!(session.legal_moves().is_empty());
    assert_faulted(&mut session, "legal moves for a buffer");
}

#[test]
fn unreadable_answers_and_answers_of_another_type_fault_the_session() {
    let mut session = open_session(&GARBAGE);
    assert_eq!(session.phase(), "");
    assert_faulted(&mut session, "unreadable answer to 'phase'");

    // A number where the notation (a string) belongs.
    let mut session = open_session(&WRONG_KIND);
    let error = session.notation(1).unwrap_err().to_string();
    assert!(error.contains("unreadable answer to 'notation'"), "{error}");
    assert_faulted(&mut session, "invalid type: integer `3`, expected a string");
}

#[test]
fn board_views_and_outcomes_name_existing_seats() {
    let mut session = open_session(&FOREIGN_PIECE);
    assert!(session.board_view().cells.is_empty());
    assert_faulted(&mut session, "seat 5");

    let mut session = open_session(&FOREIGN_WINNER);
    let outcome = session.outcome().unwrap();
    assert_eq!(outcome.verdict, Verdict::Draw);
    assert_faulted(&mut session, "winner is seat 4");

    let session = open_session(&FINE_VIEW);
    assert_eq!(session.board_view().cells.len(), 1);
    assert!(session.fault().is_none());
}

#[test]
fn refused_options_are_options_errors() {
    let error = factory(&GOOD).create(&serde_json::json!({"no_such_option": 1})).err().unwrap();
    assert!(error.0.contains("no_such_option"), "{error}");
}
