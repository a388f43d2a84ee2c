//! Counts in messages: "1 seat", "2 seats".

/// `n` followed by `noun`, with an `s` added unless `n` is 1: `plural(1, "seat")` is
/// `"1 seat"`, `plural(3, "seat")` is `"3 seats"`. For nouns whose plural is a plain `s`.
/// Any integer type will do, as counts come as `usize`, `u32` or `u64`.
pub fn plural<N: Copy + std::fmt::Display + PartialEq + From<u8>>(n: N, noun: &str) -> String {
    if n == N::from(1) { format!("{n} {noun}") } else { format!("{n} {noun}s") }
}

#[cfg(test)]
mod tests {
    use super::plural;

    #[test]
    fn one_is_singular_and_every_other_count_plural() {
        assert_eq!(plural(0, "seat"), "0 seats");
        assert_eq!(plural(1, "seat"), "1 seat");
        assert_eq!(plural(2, "entrant"), "2 entrants");
        assert_eq!(plural(1_u32, "move"), "1 move");
    }
}
