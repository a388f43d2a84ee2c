//! Where the lab's plots are drawn: one figure rendered as both SVG and PNG, in colours and
//! text sizes shared by every plot. The PNG's text is drawn with a font built into the
//! program (egui's Ubuntu Light), so pictures come out the same on a machine with no fonts
//! installed; the SVG names a generic family and leaves the font to whoever views it.

use std::fmt;
use std::io::Cursor;
use std::sync::OnceLock;

use plotters::coord::Shift;
use plotters::prelude::*;
use plotters::style::register_font;

/// Picture width in pixels.
pub const WIDTH: u32 = 1000;
/// Picture height in pixels.
pub const HEIGHT: u32 = 600;

/// The font family every text of a plot names.
pub const FONT: &str = "sans-serif";
/// Text size of titles.
pub const TITLE_SIZE: u32 = 26;
/// Text size of axis descriptions and legends.
pub const LABEL_SIZE: u32 = 18;
/// Text size of tick labels and annotations.
pub const TICK_SIZE: u32 = 15;

/// Colours of series in order (the Tableau 10 palette: distinct, and readable on white).
const PALETTE: [RGBColor; 10] = [
    RGBColor(31, 119, 180),
    RGBColor(255, 127, 14),
    RGBColor(44, 160, 44),
    RGBColor(214, 39, 40),
    RGBColor(148, 103, 189),
    RGBColor(140, 86, 75),
    RGBColor(227, 119, 194),
    RGBColor(127, 127, 127),
    RGBColor(188, 189, 34),
    RGBColor(23, 190, 207),
];

/// The colour of series `index` (rule set or seat); the palette repeats after ten.
pub fn colour(index: usize) -> RGBColor {
    PALETTE[index % PALETTE.len()]
}

/// Why a plot could not be drawn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlotError(pub String);

impl fmt::Display for PlotError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for PlotError {}

impl<E: std::error::Error + Send + Sync> From<DrawingAreaErrorKind<E>> for PlotError {
    fn from(e: DrawingAreaErrorKind<E>) -> Self {
        Self(e.to_string())
    }
}

/// Something that draws itself on any plotters backend.
pub trait Figure {
    /// Draws the whole picture on `area` (of [`WIDTH`] × [`HEIGHT`] pixels).
    fn draw<DB: DrawingBackend>(&self, area: &DrawingArea<DB, Shift>) -> Result<(), PlotError>
    where
        DB::ErrorType: 'static;
}

/// A figure in both formats.
#[derive(Clone, Debug)]
pub struct Rendered {
    /// The SVG document.
    pub svg: String,
    /// The PNG file's bytes.
    pub png: Vec<u8>,
}

/// Draws `figure` as SVG and as PNG.
pub fn render(figure: &impl Figure) -> Result<Rendered, PlotError> {
    embedded_font()?;
    let mut svg = String::new();
    {
        let area = SVGBackend::with_string(&mut svg, (WIDTH, HEIGHT)).into_drawing_area();
        figure.draw(&area)?;
        area.present()?;
    }
    let mut pixels = vec![255; WIDTH as usize * HEIGHT as usize * 3];
    {
        let area = BitMapBackend::with_buffer(&mut pixels, (WIDTH, HEIGHT)).into_drawing_area();
        figure.draw(&area)?;
        area.present()?;
    }
    let image = image::RgbImage::from_raw(WIDTH, HEIGHT, pixels)
        .ok_or_else(|| PlotError("the picture buffer has the wrong size".to_owned()))?;
    let mut png = Vec::new();
    image
        .write_to(&mut Cursor::new(&mut png), image::ImageFormat::Png)
        .map_err(|e| PlotError(format!("encoding PNG: {e}")))?;
    Ok(Rendered { svg, png })
}

/// Registers the built-in font under [`FONT`], once per process (plotters keeps fonts in a
/// global table).
fn embedded_font() -> Result<(), PlotError> {
    static REGISTERED: OnceLock<bool> = OnceLock::new();
    let ok = *REGISTERED
        .get_or_init(|| register_font(FONT, FontStyle::Normal, epaint_default_fonts::UBUNTU_LIGHT).is_ok());
    if ok { Ok(()) } else { Err(PlotError("the built-in font could not be read".to_owned())) }
}
