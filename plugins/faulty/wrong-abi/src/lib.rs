//! A test plugin whose header, under the usual symbol, claims the next ABI version: a plugin
//! built for another release of Plateau.

use plateau_plugin::abi::{ABI_VERSION, PluginHeader, PluginTable};
use plateau_plugin::export::{GameFactory, PluginEntry, StaticFactory, header, table};

struct Entry;

impl PluginEntry for Entry {
    fn factory() -> &'static dyn GameFactory {
        static FACTORY: std::sync::OnceLock<StaticFactory<plateau_dvonn::Dvonn>> = std::sync::OnceLock::new();
        FACTORY.get_or_init(StaticFactory::new)
    }
}

static TABLE: PluginTable = table::<Entry>();

// The loader finds the header by this fixed, unmangled name.
#[allow(unsafe_code)]
#[unsafe(export_name = "plateau_plugin_v3")]
static HEADER: PluginHeader =
    PluginHeader { abi_version: ABI_VERSION + 1, ..header("dvonn", 1, env!("CARGO_PKG_VERSION"), &TABLE) };
