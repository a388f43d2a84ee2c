//! The kinds of file Plateau reads, each with the most it reads of one.

/// What a file is read as, which sets how large it may be. The limits are far above any real
/// file of the kind and far below what would exhaust memory: a mistaken path (`/dev/zero`, a
/// video, a disk image) is refused with a message instead of being read to the end.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FileKind {
    /// A saved game or annotated record (a long annotated game is about a megabyte).
    Save,
    /// A study's specification, TOML or JSON (thousands of rule sets fit in a megabyte).
    Study,
    /// A study's results with every game (about 150 bytes a game, so millions of games).
    Results,
    /// A file of recorded games, one JSON object a line (`plateau verify`).
    Records,
    /// An unfinished or recent game kept by the app between runs.
    AppState,
    /// A game plugin compiled to WebAssembly (a large game with its AI is a few megabytes).
    WasmModule,
    /// A game plugin built as a native library (read to be hashed and copied, never parsed).
    NativePlugin,
}

impl FileKind {
    /// The most bytes a file of this kind may have.
    pub const fn limit(self) -> u64 {
        const MIB: u64 = 1024 * 1024;
        match self {
            Self::Save | Self::AppState | Self::WasmModule => 64 * MIB,
            Self::Study => 16 * MIB,
            Self::Results => 1024 * MIB,
            Self::Records | Self::NativePlugin => 256 * MIB,
        }
    }

    /// The kind in words, with its article ("a save file").
    pub const fn noun(self) -> &'static str {
        match self {
            Self::Save => "a save file",
            Self::Study => "a study file",
            Self::Results => "a results file",
            Self::Records => "a file of recorded games",
            Self::AppState => "a file of the app's state",
            Self::WasmModule => "a WebAssembly module",
            Self::NativePlugin => "a plugin library",
        }
    }
}
