//! A plugin's header: what it says about the plugin, and the checks it must pass before
//! anything else of the library is used.

use std::path::{Path, PathBuf};

use plateau_core::{GameInfo, Player};
use serde::Serialize;

use super::error::PluginError;
use super::seam::Tier;
use crate::abi::{ABI_VERSION, MAGIC, PluginHeader, PluginTable, SYMBOL, read_fixed_text, symbol_for};

/// The most seats a game may have (as [`Player::new`] allows).
pub(super) const MAX_PLAYERS: usize = Player::MAX_SEATS;

/// What a plugin's header says about it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PluginMeta {
    /// The file it was loaded from.
    pub path: PathBuf,
    /// The game's id.
    pub game_id: String,
    /// The game's rules version.
    pub rules_version: u32,
    /// Version of the plugin crate.
    pub plugin_version: String,
    /// Version of the ABI crate it was built with.
    pub abi_crate_version: String,
    /// The compiler that built it.
    pub rustc_version: String,
    /// Whether it runs sandboxed or with full access.
    pub tier: Tier,
}

/// Checks the fixed fields every header starts with, in the order the loader reads them.
pub fn check_prefix(
    path: &Path,
    magic: [u8; 8],
    abi_version: u32,
    header_size: u32,
    table_size: u32,
) -> Result<(), PluginError> {
    if magic != MAGIC {
        return Err(PluginError::BadMagic(path.to_owned()));
    }
    if abi_version != ABI_VERSION {
        return Err(PluginError::AbiVersion {
            path: path.to_owned(),
            found: abi_version,
            expected: ABI_VERSION,
        });
    }
    let header_expected = size_of::<PluginHeader>() as u32;
    let table_expected = size_of::<PluginTable>() as u32;
    if header_size != header_expected || table_size != table_expected {
        return Err(PluginError::Layout {
            path: path.to_owned(),
            header_found: header_size,
            header_expected,
            table_found: table_size,
            table_expected,
        });
    }
    Ok(())
}

/// Checks a whole header and reads what it says.
pub fn check_header(path: &Path, header: &PluginHeader) -> Result<PluginMeta, PluginError> {
    check_prefix(path, header.magic, header.abi_version, header.header_size, header.table_size)?;
    let text = |field: &[u8], name: &'static str| {
        read_fixed_text(field)
            .map(str::to_owned)
            .ok_or(PluginError::BadHeaderText { path: path.to_owned(), field: name })
    };
    let game_id = text(&header.game_id, "game id")?;
    if game_id.is_empty() {
        return Err(PluginError::BadHeaderText { path: path.to_owned(), field: "game id" });
    }
    Ok(PluginMeta {
        path: path.to_owned(),
        game_id,
        rules_version: header.rules_version,
        plugin_version: text(&header.plugin_version, "plugin version")?,
        abi_crate_version: text(&header.abi_crate_version, "ABI crate version")?,
        rustc_version: text(&header.rustc_version, "compiler version")?,
        tier: Tier::Native,
    })
}

/// Checks a game description from a plugin: a sensible number of seats, an id.
pub(super) fn check_info(info: &GameInfo) -> Result<(), String> {
    if info.id.is_empty() {
        return Err("the game has an empty id".to_owned());
    }
    if !(1..=MAX_PLAYERS).contains(&info.player_count()) {
        return Err(format!("the game has {} seats (1 to {MAX_PLAYERS} allowed)", info.player_count()));
    }
    info.words.check().map_err(|why| format!("the game's words in other languages: {why}"))?;
    Ok(())
}

/// The address of the header static of this ABI version, or why there is none.
pub(super) fn header_address(
    library: &libloading::Library,
    path: &Path,
) -> Result<*const PluginHeader, PluginError> {
    // SAFETY: the symbol is only taken as an address here (a pointer to the static); nothing
    // is read through it before the header checks.
    let found = unsafe { library.get::<*const PluginHeader>(SYMBOL.as_bytes()) };
    if let Ok(symbol) = found {
        // The symbol's value is the address of the static.
        let address: *const PluginHeader = *symbol;
        if !address.is_null() {
            return Ok(address);
        }
    }
    // Tell a plugin of another ABI version from a library that is no plugin at all.
    for version in (1..=16).filter(|&v| v != ABI_VERSION) {
        // SAFETY: as above; the symbol is only looked up.
        if unsafe { library.get::<*const PluginHeader>(symbol_for(version).as_bytes()) }.is_ok() {
            return Err(PluginError::AbiVersion {
                path: path.to_owned(),
                found: version,
                expected: ABI_VERSION,
            });
        }
    }
    Err(PluginError::NotAPlugin { path: path.to_owned(), symbol: SYMBOL.to_owned() })
}
