//! A colour as plain data, for the few places a game names one itself (its seats' colours).

use serde::{Deserialize, Serialize};

/// A colour in 8-bit sRGB channels: red, green, blue. It crosses the plugin seam and sits in
/// save files as a three-number array (`[200, 30, 40]`), so a plugin author can write one
/// by hand.
#[derive(Copy, Clone, Eq, PartialEq, Hash, Debug, Default, Serialize, Deserialize)]
pub struct Rgb(pub [u8; 3]);

impl Rgb {
    /// The colour with these channels.
    pub const fn new(red: u8, green: u8, blue: u8) -> Self {
        Self([red, green, blue])
    }

    /// The red channel.
    pub const fn red(self) -> u8 {
        self.0[0]
    }

    /// The green channel.
    pub const fn green(self) -> u8 {
        self.0[1]
    }

    /// The blue channel.
    pub const fn blue(self) -> u8 {
        self.0[2]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_colour_is_written_as_three_numbers() {
        let red = Rgb::new(200, 30, 40);
        assert_eq!(serde_json::to_string(&red).unwrap(), "[200,30,40]");
        assert_eq!(serde_json::from_str::<Rgb>("[200,30,40]").unwrap(), red);
        assert!(serde_json::from_str::<Rgb>("[200,30]").is_err());
        assert_eq!((red.red(), red.green(), red.blue()), (200, 30, 40));
    }
}
